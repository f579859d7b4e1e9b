import { Redis } from 'ioredis';

/** The Redis the tests use: TEST_REDIS_URL, else the local one. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether that Redis answers. CI (and anyone who sets TEST_REDIS_URL) must have it: there the
 * Redis tests fail instead of being skipped.
 */
export async function redisAnswers(): Promise<boolean> {
  const required = Boolean(process.env.TEST_REDIS_URL) || process.env.CI === 'true';
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    if (required) throw new Error(`Redis does not answer at ${TEST_REDIS_URL}`);
    console.warn(`Redis does not answer at ${TEST_REDIS_URL}: the Redis tests are skipped`);
    return false;
  } finally {
    probe.disconnect();
  }
}
