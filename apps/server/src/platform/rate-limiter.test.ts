import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/clock';
import { redisAnswers, TEST_REDIS_URL } from '../testing/redis';
import { createMemoryRateLimiter, createRedisRateLimiter } from './rate-limiter';

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

  it('ends the window with the key, so counts do not pile up forever', async () => {
    const key = `test:${randomUUID()}`;
    const limiter = createRedisRateLimiter(redis, createMemoryRateLimiter(createTestClock()));
    await limiter.hit(key, { limit: 1, windowSeconds: 1 });
    expect((await limiter.hit(key, { limit: 1, windowSeconds: 1 })).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.hit(key, { limit: 1, windowSeconds: 1 })).allowed).toBe(true);
  });
});

describe('the Redis rate limiter while Redis is away', () => {
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
