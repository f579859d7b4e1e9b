import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { InvalidationBus } from './query-cache';

/**
 * The connection to Redis when REDIS_URL is set: rate-limit counters and the catalogue's cached
 * query results shared by every process, and the bus that tells the other processes what a write
 * dropped. While Redis is away a command fails at once instead of waiting in a queue for a
 * reconnect, so callers fall back (the limiter counts in memory, the catalogue reads the
 * database) rather than hold a request for seconds; reconnecting goes on in the background.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    // A Redis that takes the connection but does not answer must not hold a request either.
    commandTimeout: 500,
    retryStrategy: (attempt: number) => Math.min(attempt * 250, 5_000),
    lazyConnect: false,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // One line per outage, not one per retry; the URL (it may carry a password) is never logged.
    if (!reported) log.error({ err: { message: error.message } }, 'Redis is unreachable');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log.info('Redis is reachable again');
    reported = false;
  });
  return redis;
}

/**
 * The tags a write dropped, over Redis pub/sub, so that loads under way in other processes are
 * not kept (their results may predate the write); a process ignores its own messages.
 */
export function createRedisInvalidationBus(
  redis: Redis,
  namespace: string,
): InvalidationBus & {
  /** Settles once this process listens (messages sent before are missed). */
  ready(): Promise<void>;
  close(): Promise<void>;
} {
  const channel = `${namespace}:dropped`;
  const self = randomUUID();
  // Subscribes on every connection itself: a subscription asked for while Redis was away (which
  // fails at once, see connectRedis) would otherwise never be made.
  const subscriber = redis.duplicate({ autoResubscribe: false });
  // The subscriber's errors are the main connection's errors; the main one reports them.
  subscriber.on('error', () => undefined);
  const listeners: ((tags: readonly string[]) => void)[] = [];
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const { sender, tags } = JSON.parse(message) as { sender: string; tags: string[] };
    if (sender !== self) for (const listener of listeners) listener(tags);
  });
  const subscribed = new Promise<void>((resolve) => {
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => resolve(),
        () => resolve(),
      );
    });
    // Redis away at start: the store starts without the bus and subscribes once Redis answers.
    subscriber.once('error', () => resolve());
  });
  return {
    publish(tags) {
      redis.publish(channel, JSON.stringify({ sender: self, tags })).catch(() => undefined);
    },
    subscribe(onInvalidate) {
      listeners.push(onInvalidate);
    },
    ready: () => subscribed,
    async close() {
      await subscribed;
      subscriber.disconnect();
    },
  };
}
