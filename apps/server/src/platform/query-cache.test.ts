import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAnswers, TEST_REDIS_URL } from '../testing/redis';
import { cachedQuery, createQueryCache, type InvalidationBus } from './query-cache';

/** What the queries read: a stand-in for the database, with a count of reads. */
class Shelf {
  values = new Map<string, number>();
  reads = 0;
  /** Settles the reads under way when released (a slow query); immediate when null. */
  gate: Promise<void> | null = null;

  async read(name: string): Promise<number | null> {
    this.reads += 1;
    const value = this.values.get(name) ?? null;
    await this.gate;
    return value;
  }
}

const byName = cachedQuery(
  'by-name',
  (name: string) => [`item:${name}`, 'items'],
  (shelf: Shelf, name: string) => shelf.read(name),
);
const total = cachedQuery(
  'total',
  () => ['items'],
  async (shelf: Shelf) => [...shelf.values.values()].reduce((sum, value) => sum + value, 0),
);

/** After every step already under way (a load has read what it reads). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

function cacheOn(shelf: Shelf, options: { ttlSeconds?: number; bus?: InvalidationBus } = {}) {
  return createQueryCache({ ttlSeconds: 60, context: () => shelf, ...options });
}

describe('the query cache', () => {
  it('loads a result once for many callers at once, and keeps it', async () => {
    const shelf = new Shelf();
    shelf.values.set('tent', 1);
    const cache = cacheOn(shelf);
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get(byName, 'tent')));
    expect(new Set(results)).toEqual(new Set([1]));
    shelf.values.set('tent', 2);
    expect(await cache.get(byName, 'tent')).toBe(1);
    expect(shelf.reads).toBe(1);
  });

  it('drops by tag exactly the results that show it', async () => {
    const shelf = new Shelf();
    shelf.values.set('tent', 1).set('chair', 10);
    const cache = cacheOn(shelf);
    await cache.get(byName, 'tent');
    await cache.get(byName, 'chair');
    shelf.values.set('tent', 2).set('chair', 20);
    await cache.invalidate(['item:tent']);
    expect(await cache.get(byName, 'tent')).toBe(2);
    expect(await cache.get(byName, 'chair')).toBe(10);
    // A tag every entry shares drops them all, of every query.
    expect(await cache.get(total, null)).toBe(22);
    shelf.values.set('lamp', 5);
    await cache.invalidate(['items']);
    expect(await cache.get(byName, 'chair')).toBe(20);
    expect(await cache.get(total, null)).toBe(27);
  });

  it('neither keeps nor answers a load that a write overtook', async () => {
    const shelf = new Shelf();
    shelf.values.set('tent', 1);
    const cache = cacheOn(shelf);
    let release!: () => void;
    shelf.gate = new Promise((resolve) => (release = resolve));
    // The read happens before the write commits; the load ends after the write's invalidation.
    const early = cache.get(byName, 'tent');
    await settled();
    shelf.values.set('tent', 2);
    await cache.invalidate(['item:tent']);
    // Asked after the write, but joining the load under way: it must see the write too.
    const late = cache.get(byName, 'tent');
    shelf.gate = null;
    release();
    expect(await late).toBe(2);
    expect(await early).toBe(2);
    expect(await cache.get(byName, 'tent')).toBe(2);
  });

  it('keeps neither nothing found nor a failure', async () => {
    const shelf = new Shelf();
    const cache = cacheOn(shelf);
    expect(await cache.get(byName, 'new')).toBeNull();
    shelf.values.set('new', 7);
    expect(await cache.get(byName, 'new')).toBe(7);

    const failing = cachedQuery(
      'failing',
      () => ['items'],
      async (s: Shelf) => {
        s.reads += 1;
        if (s.reads === 1) throw new Error('database away');
        return s.reads;
      },
    );
    const other = new Shelf();
    const cached = cacheOn(other);
    await expect(cached.get(failing, null)).rejects.toThrow('database away');
    expect(await cached.get(failing, null)).toBe(2);
    expect(await cached.get(failing, null)).toBe(2);
  });

  it('with a lifetime of 0 loads every time', async () => {
    const shelf = new Shelf();
    const cache = cacheOn(shelf, { ttlSeconds: 0 });
    await cache.get(byName, 'tent');
    await cache.get(byName, 'tent');
    expect(shelf.reads).toBe(2);
    expect(cache.enabled).toBe(false);
  });

  it('tells the other processes what it dropped, and heeds what they dropped', async () => {
    const listeners: ((tags: readonly string[]) => void)[] = [];
    const published: (readonly string[])[] = [];
    const bus: InvalidationBus = {
      publish: (tags) => published.push(tags),
      subscribe: (listener) => listeners.push(listener),
    };
    const shelf = new Shelf();
    shelf.values.set('tent', 1);
    const cache = cacheOn(shelf, { bus });
    await cache.invalidate(['item:chair']);
    expect(published).toEqual([['item:chair']]);
    // Another process dropped the tent while this one was loading it: not kept, loaded again.
    let release!: () => void;
    shelf.gate = new Promise((resolve) => (release = resolve));
    const loading = cache.get(byName, 'tent');
    await settled();
    shelf.values.set('tent', 2);
    for (const listener of listeners) listener(['item:tent']);
    shelf.gate = null;
    release();
    expect(await loading).toBe(2);
  });
});

describe('the query cache with Redis away', () => {
  it('loads every result from the database, and drops without failing', async () => {
    // As connectRedis makes it: a command fails at once while Redis cannot be reached.
    const away = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    away.on('error', () => undefined);
    const shelf = new Shelf();
    shelf.values.set('tent', 1);
    const cache = createQueryCache({ ttlSeconds: 60, context: () => shelf, redis: away });
    expect(await cache.get(byName, 'tent')).toBe(1);
    shelf.values.set('tent', 2);
    expect(await cache.get(byName, 'tent')).toBe(2);
    await expect(cache.invalidate(['item:tent'])).resolves.toBeUndefined();
    cache.close();
    away.disconnect();
  });
});

const hasRedis = await redisAnswers();

describe.skipIf(!hasRedis)('the query cache in Redis', () => {
  const clients: Redis[] = [];
  const connect = () => {
    const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 0 });
    clients.push(client);
    return client;
  };
  afterAll(() => Promise.all(clients.map((client) => client.quit())));

  it('shares results and their drops between processes, apart from other stores', async () => {
    const shelf = new Shelf();
    shelf.values.set('tent', 1);
    const namespace = `test:${randomUUID()}`;
    const [a, b] = [connect(), connect()].map((redis) =>
      createQueryCache({ ttlSeconds: 60, context: () => shelf, redis, namespace }),
    );
    const other = createQueryCache({
      ttlSeconds: 60,
      context: () => shelf,
      redis: connect(),
      namespace: `test:${randomUUID()}`,
    });
    expect(await a!.get(byName, 'tent')).toBe(1);
    shelf.values.set('tent', 2);
    // The second process finds what the first kept; another store keeps its own.
    expect(await b!.get(byName, 'tent')).toBe(1);
    expect(await other.get(byName, 'tent')).toBe(2);
    expect(shelf.reads).toBe(2);
    await a!.invalidate(['item:tent']);
    expect(await b!.get(byName, 'tent')).toBe(2);
    for (const cache of [a!, b!, other]) cache.close();
  });
});
