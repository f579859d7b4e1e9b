import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** The Redis the tests use: TEST_REDIS_URL, else the local one. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether that Redis answers. CI (and anyone who sets TEST_REDIS_URL) must have it: there the
 * Redis tests fail instead of being skipped.
 */
export async function redisAnswers(): Promise<boolean> {
  const required = Boolean(process.env.TEST_REDIS_URL) || process.env.CI === 'true';
  try {
    await withOneRedisConnection(TEST_REDIS_URL, 1_000, (probe) => probe.ping());
    return true;
  } catch {
    if (required) throw new Error(`Redis does not answer at ${TEST_REDIS_URL}`);
    console.warn(`Redis does not answer at ${TEST_REDIS_URL}: the Redis tests are skipped`);
    return false;
  }
}

/** Runs `work` on one connection to `url` that is tried once (no retries), then closes it. */
export async function withOneRedisConnection<T>(
  url: string,
  connectTimeout: number,
  work: (redis: Redis) => Promise<T>,
): Promise<T> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return await work(redis);
  } finally {
    redis.disconnect();
  }
}

/** A Redis URL at a local port nothing listens on: Redis away. */
export async function unreachableRedisUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return `redis://127.0.0.1:${address.port}`;
}
