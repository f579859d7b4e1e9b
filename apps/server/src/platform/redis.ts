import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { InvalidationBus } from './public-cache';

/**
 * The connection to Redis when REDIS_URL is set: rate-limit counters shared by every process and
 * the bus that tells the other processes the catalogue changed. Commands fail fast while Redis is
 * away instead of queueing, so callers can fall back rather than hang a request.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 3_000,
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
  const subscriber = redis.duplicate();
  // The subscriber's errors are the main connection's errors; the main one reports them.
  subscriber.on('error', () => undefined);
  const listeners: (() => void)[] = [];
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === CHANNEL && message !== self) for (const listener of listeners) listener();
  });
  const subscribed = subscriber.subscribe(CHANNEL).then(
    () => undefined,
    () => undefined,
  );
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
