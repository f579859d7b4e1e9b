import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { InvalidationBus } from './public-cache';

/**
 * The connection to Redis when REDIS_URL is set: rate-limit counters shared by every process and
 * the bus that tells the other processes the catalogue changed. While Redis is away a command
 * fails at once instead of waiting in a queue for a reconnect, so callers fall back (the limiter
 * counts in memory) rather than hold a sign-in for seconds; reconnecting goes on in the background.
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

const CHANNEL = 'store:catalogue:changed';

/** Catalogue invalidations over Redis pub/sub; a process ignores its own messages. */
export function createRedisInvalidationBus(redis: Redis): InvalidationBus & {
  /** Settles once this process listens (messages sent before are missed; entries expire anyway). */
  ready(): Promise<void>;
  close(): Promise<void>;
} {
  const self = randomUUID();
  // Subscribes on every connection itself: a subscription asked for while Redis was away (which
  // fails at once, see connectRedis) would otherwise never be made.
  const subscriber = redis.duplicate({ autoResubscribe: false });
  // The subscriber's errors are the main connection's errors; the main one reports them.
  subscriber.on('error', () => undefined);
  const listeners: (() => void)[] = [];
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === CHANNEL && message !== self) for (const listener of listeners) listener();
  });
  const subscribed = new Promise<void>((resolve) => {
    subscriber.on('ready', () => {
      subscriber.subscribe(CHANNEL).then(
        () => resolve(),
        () => resolve(),
      );
    });
    // Redis away at start: the store starts without the bus and subscribes once Redis answers.
    subscriber.once('error', () => resolve());
  });
  return {
    publish() {
      redis.publish(CHANNEL, self).catch(() => undefined);
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
