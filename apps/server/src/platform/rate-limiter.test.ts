import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/clock';
import { redisAnswers, TEST_REDIS_URL, unreachableRedisUrl } from '../testing/redis';
import { createMemoryRateLimiter, createRedisRateLimiter } from './rate-limiter';
import { connectRedis } from './redis';

const RULE = { limit: 3, windowSeconds: 60 };
const hasRedis = await redisAnswers();

describe.skipIf(!hasRedis)('the Redis rate limiter', () => {
  const redis = new Redis(TEST_REDIS_URL);
  afterAll(() => redis.quit());

  it('counts attempts in one window shared by every limiter on the same Redis', async () => {
    const key = `test:${randomUUID()}`;
    const one = createRedisRateLimiter(redis, createMemoryRateLimiter(createTestClock()));
    const two = createRedisRateLimiter(redis, createMemoryRateLimiter(createTestClock()));
    expect((await one.hit(key, RULE)).allowed).toBe(true);
    expect((await two.hit(key, RULE)).allowed).toBe(true);
    expect((await one.check(key, RULE)).allowed).toBe(true);
    expect((await two.hit(key, RULE)).allowed).toBe(true);
    const fourth = await one.hit(key, RULE);
    expect(fourth.allowed).toBe(false);
    expect(fourth.retryAfterSeconds).toBeGreaterThan(55);
    expect(fourth.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await two.check(key, RULE)).allowed).toBe(false);
    await two.reset(key);
    expect((await one.check(key, RULE)).allowed).toBe(true);
    expect(await redis.pttl(`store:rate:${key}`)).toBe(-2);
  });

  it('allows exactly the limit of many attempts at once, and takes back a released one', async () => {
    const key = `test:${randomUUID()}`;
    const limiter = createRedisRateLimiter(redis, createMemoryRateLimiter(createTestClock()));
    const rule = { limit: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 40 }, () => limiter.hit(key, rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    await limiter.reset(key);
    for (let i = 0; i < 10; i += 1) await limiter.hit(key, rule);
    await limiter.release(key);
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    expect((await limiter.hit(key, rule)).allowed).toBe(false);
    // Released past zero or after the window: no key is left behind without an expiry.
    const gone = `test:${randomUUID()}`;
    await limiter.release(gone);
    expect(await redis.exists(`store:rate:${gone}`)).toBe(0);
  });

  it('ends the window with the key, so counts do not pile up forever', async () => {
    const key = `test:${randomUUID()}`;
    const limiter = createRedisRateLimiter(redis, createMemoryRateLimiter(createTestClock()));
    await limiter.hit(key, { limit: 1, windowSeconds: 1 });
    expect((await limiter.hit(key, { limit: 1, windowSeconds: 1 })).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.hit(key, { limit: 1, windowSeconds: 1 })).allowed).toBe(true);
  });
});

describe('the memory rate limiter', () => {
  it('allows exactly the limit of many attempts at once, and takes back a released one', async () => {
    const limiter = createMemoryRateLimiter(createTestClock());
    const rule = { limit: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 40 }, () => limiter.hit('k', rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    await limiter.reset('k');
    for (let i = 0; i < 10; i += 1) await limiter.hit('k', rule);
    await limiter.release('k');
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    expect((await limiter.hit('k', rule)).allowed).toBe(false);
  });
});

describe('the Redis rate limiter while Redis is away', () => {
  it('does not wait for the store connection to come back', async () => {
    const away = connectRedis(await unreachableRedisUrl(), pino({ level: 'silent' }));
    try {
      const limiter = createRedisRateLimiter(away, createMemoryRateLimiter(createTestClock()));
      const started = performance.now();
      const results = [];
      for (let i = 0; i < 4; i += 1) results.push((await limiter.hit('k', RULE)).allowed);
      await limiter.release('k');
      await limiter.reset('k');
      // A generous bound: a behaviour check (no waiting for a reconnect), not a benchmark.
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(results).toEqual([true, true, true, false]);
    } finally {
      away.disconnect();
    }
  });

  it('falls back to counting in memory, still refusing the fourth attempt', async () => {
    const away = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    away.on('error', () => undefined);
    const limiter = createRedisRateLimiter(away, createMemoryRateLimiter(createTestClock()));
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push((await limiter.hit('k', RULE)).allowed);
    expect(results).toEqual([true, true, true, false]);
    expect((await limiter.check('k', RULE)).allowed).toBe(false);
    away.disconnect();
  });
});
