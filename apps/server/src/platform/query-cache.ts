import { createCache, createStorage, type Cache } from 'async-cache-dedupe';
import type { Redis } from 'ioredis';

/**
 * A query whose results may be kept: named, keyed by its arguments, and tagged with what its
 * result shows, so that a write drops exactly the results it changes.
 */
export interface CachedQuery<C, A, R> {
  readonly name: string;
  readonly tags: (args: A, result: R) => readonly string[];
  readonly load: (context: C, args: A) => Promise<R>;
}

export function cachedQuery<C, A, R>(
  name: string,
  tags: (args: A, result: R) => readonly string[],
  load: (context: C, args: A) => Promise<R>,
): CachedQuery<C, A, R> {
  return { name, tags, load };
}

/** How processes tell each other which tags a write dropped (Redis pub/sub). */
export interface InvalidationBus {
  publish(tags: readonly string[]): void;
  subscribe(onInvalidate: (tags: readonly string[]) => void): void;
}

/**
 * Results of queries (async-cache-dedupe): kept for a lifetime, in this process or in Redis for
 * every process, and loaded once however many requests miss them at the same moment.
 */
export interface QueryCache<C> {
  readonly enabled: boolean;
  get<A, R>(query: CachedQuery<C, A, R>, args: A): Promise<R>;
  /** Drops every result with one of these tags, here at once and in every process sharing Redis. */
  invalidate(tags: readonly string[]): Promise<void>;
  close(): void;
}

/** What the library keeps: the result and its tags (the library's references). */
interface Entry {
  value: unknown;
  tags: readonly string[];
}
type Fetch = (args: unknown) => Promise<Entry>;

/** A load under way, and the tags dropped since it began. */
interface Load {
  dropped: Set<string>;
}

/** Up to three tries to get past loads that a write made stale while they ran. */
const TRIES = 3;
/** How often the references of expired entries are swept from Redis. */
const REDIS_SWEEP_MS = 60_000;

export interface QueryCacheOptions<C> {
  /** How long a result is kept (whole seconds, as the library counts); 0 keeps nothing. */
  ttlSeconds: number;
  /** What the queries load with (the app's context, made after the cache). */
  context: () => C;
  /** Entries and their tags in Redis, shared by every process; in this process's memory if not. */
  redis?: Redis | null;
  bus?: InvalidationBus | null;
  /** Keeps this store's keys apart from another's in a shared Redis. */
  namespace?: string;
  /** Results kept in memory (least recently used go first). */
  maxEntries?: number;
}

export function createQueryCache<C>(options: QueryCacheOptions<C>): QueryCache<C> {
  const ttlSeconds = Math.ceil(options.ttlSeconds);
  if (ttlSeconds <= 0) {
    return {
      enabled: false,
      get: (query, args) => query.load(options.context(), args),
      invalidate: async () => undefined,
      close: () => undefined,
    };
  }
  return new TaggedQueryCache({ ...options, ttlSeconds });
}

class TaggedQueryCache<C> implements QueryCache<C> {
  readonly enabled = true;
  readonly #cache: Cache;
  readonly #fetches = new Map<string, { query: CachedQuery<C, never, unknown>; fetch: Fetch }>();
  readonly #loads = new Set<Load>();
  /** Results loaded across a write to what they show: never kept, and loaded again for callers. */
  readonly #stale = new WeakSet<Entry>();
  readonly #namespace: string;
  readonly #sweep: NodeJS.Timeout | null = null;

  constructor(private readonly options: QueryCacheOptions<C>) {
    const { redis, bus, namespace = '', maxEntries = 5_000, ttlSeconds } = options;
    this.#namespace = namespace ? `${namespace}:` : '';
    if (redis) {
      // The references of a tag live as long as the longest entry (the library's advice).
      const storage = createStorage('redis', {
        client: redis,
        invalidation: { referencesTTL: ttlSeconds },
      });
      this.#cache = createCache({ storage: { type: 'custom', options: { storage } } });
      // Expired entries stay listed under their tags until swept (the library's lazy collector).
      const collector = storage as unknown as { gc(mode: 'lazy'): Promise<unknown> };
      this.#sweep = setInterval(
        () => void collector.gc('lazy').catch(() => undefined),
        REDIS_SWEEP_MS,
      );
      this.#sweep.unref();
    } else {
      this.#cache = createCache({
        storage: { type: 'memory', options: { size: maxEntries, invalidation: true } },
      });
    }
    bus?.subscribe((tags) => this.#markDropped(tags));
  }

  async get<A, R>(query: CachedQuery<C, A, R>, args: A): Promise<R> {
    const fetch = this.#fetchOf(query);
    let entry = await fetch(args);
    // A caller that joined a load begun before a write would see what the write changed.
    for (let tries = 1; tries < TRIES && this.#stale.has(entry); tries += 1) {
      entry = await fetch(args);
    }
    return entry.value as R;
  }

  async invalidate(tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    this.#markDropped(tags);
    this.options.bus?.publish(tags);
    await this.#cache.invalidateAll(tags.map((tag) => this.#namespace + tag));
  }

  close(): void {
    if (this.#sweep) clearInterval(this.#sweep);
  }

  /** Loads under way that show one of these tags will neither be kept nor answered as they are. */
  #markDropped(tags: readonly string[]): void {
    for (const load of this.#loads) for (const tag of tags) load.dropped.add(tag);
  }

  #fetchOf<A, R>(query: CachedQuery<C, A, R>): Fetch {
    const known = this.#fetches.get(query.name);
    if (known) {
      if (known.query !== (query as unknown)) {
        throw new Error(`two cached queries named ${query.name}`);
      }
      return known.fetch;
    }
    const name = this.#namespace + query.name;
    this.#cache.define(
      name,
      {
        // Nothing found is not kept: what appears next must show at once.
        ttl: (entry: Entry) =>
          this.#stale.has(entry) || entry.value === null ? 0 : this.options.ttlSeconds,
        references: (_args: unknown, _key: string, entry: Entry) =>
          entry.tags.map((tag) => this.#namespace + tag),
      },
      async (args: A): Promise<Entry> => {
        const load: Load = { dropped: new Set() };
        this.#loads.add(load);
        let value: R;
        try {
          value = await query.load(this.options.context(), args);
        } finally {
          this.#loads.delete(load);
        }
        const entry: Entry = { value, tags: query.tags(args, value) };
        if (entry.tags.some((tag) => load.dropped.has(tag))) this.#stale.add(entry);
        return entry;
      },
    );
    const fetch = (this.#cache as unknown as Record<string, Fetch>)[name]!;
    this.#fetches.set(query.name, { query: query as CachedQuery<C, never, unknown>, fetch });
    return fetch;
  }
}
