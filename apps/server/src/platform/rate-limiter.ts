import type { Redis } from 'ioredis';
import type { Clock } from './clock';

export interface RateLimitRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counters for attempts (failed logins, code requests, code checks). In memory by default; the
 * same interface can sit on Redis so that several processes share the counts.
 *
 * An attempt is counted before the work it guards (reserve, then verify): `hit` counts and answers
 * in one step, so of many parallel attempts only `limit` are allowed. An attempt that turned out
 * not to be a failure gives its count back with `release`.
 */
export interface RateLimiter {
  /** Whether another attempt is allowed now, without counting one. */
  check(key: string, rule: RateLimitRule): Promise<RateLimitState>;
  /** Counts one attempt; `allowed` says whether it is within the limit. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitState>;
  /** Gives back one attempt counted by `hit` (never below zero). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= clock.now().getTime()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  // `used` attempts are allowed while they stay within the limit.
  const state = (entry: { count: number; resetAt: number } | undefined, allowed: boolean) => ({
    allowed,
    retryAfterSeconds: entry
      ? Math.max(1, Math.ceil((entry.resetAt - clock.now().getTime()) / 1000))
      : 0,
  });
  return {
    async check(key, rule) {
      const entry = current(key);
      return state(entry, !entry || entry.count < rule.limit);
    },
    async hit(key, rule) {
      let entry = current(key);
      if (!entry) {
        // Keep the map from growing without bound under a flood of distinct keys.
        if (windows.size > 100_000) windows.clear();
        entry = { count: 0, resetAt: clock.now().getTime() + rule.windowSeconds * 1000 };
        windows.set(key, entry);
      }
      entry.count += 1;
      return state(entry, entry.count <= rule.limit);
    },
    async release(key) {
      const entry = current(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** DECR only while the window lives: a late release must not leave a key without expiry. */
const RELEASE_SCRIPT = `local count = tonumber(redis.call('get', KEYS[1]))
if count and count > 0 then return redis.call('decr', KEYS[1]) end
return 0`;

/**
 * Counters in Redis, shared by every process of the store: one fixed window per key, counted
 * with INCR and ended by the key's expiry. While Redis cannot be reached the process counts in
 * memory instead, so sign-in keeps working and is still limited; the connection (connectRedis)
 * fails a command at once rather than holding it until Redis is back.
 */
export function createRedisRateLimiter(
  redis: Pick<Redis, 'multi' | 'del' | 'eval'>,
  fallback: RateLimiter,
): RateLimiter {
  const redisKey = (key: string) => `store:rate:${key}`;
  const state = (count: number, ttlMs: number, allowed: boolean): RateLimitState => ({
    allowed,
    retryAfterSeconds: count > 0 ? Math.max(1, Math.ceil(Math.max(ttlMs, 0) / 1000)) : 0,
  });
  return {
    async check(key, rule) {
      try {
        const replies = await redis.multi().get(redisKey(key)).pttl(redisKey(key)).exec();
        const count = Number(replies?.[0]?.[1] ?? 0);
        const ttl = Number(replies?.[1]?.[1] ?? -2);
        return state(count, ttl, count < rule.limit);
      } catch {
        return fallback.check(key, rule);
      }
    },
    async hit(key, rule) {
      try {
        const replies = await redis
          .multi()
          .incr(redisKey(key))
          .pexpire(redisKey(key), rule.windowSeconds * 1000, 'NX')
          .pttl(redisKey(key))
          .exec();
        const failed = replies?.find(([error]) => error);
        if (!replies || failed) throw failed?.[0] ?? new Error('no reply');
        const count = Number(replies[0]?.[1]);
        return state(count, Number(replies[2]?.[1]), count <= rule.limit);
      } catch {
        return fallback.hit(key, rule);
      }
    },
    async release(key) {
      try {
        await redis.eval(RELEASE_SCRIPT, 1, redisKey(key));
      } catch {
        await fallback.release(key);
      }
    },
    async reset(key) {
      await Promise.all([redis.del(redisKey(key)).catch(() => undefined), fallback.reset(key)]);
    },
  };
}
