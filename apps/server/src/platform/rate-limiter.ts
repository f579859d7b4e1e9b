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
 */
export interface RateLimiter {
  /** Whether another attempt is allowed now, without counting one. */
  check(key: string, rule: RateLimitRule): Promise<RateLimitState>;
  /** Counts one attempt. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitState>;
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
    async reset(key) {
      windows.delete(key);
    },
  };
}
