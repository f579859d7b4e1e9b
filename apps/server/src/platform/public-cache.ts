/**
 * Replies that every visitor gets alike (the sale list, a listing, the banner slide, the category
 * select), kept in this process for a short while. Any write that can change them drops them all:
 * in this process at once, in the others through the invalidation bus (Redis) when there is one,
 * and at the latest when an entry's lifetime ends.
 */
export interface PublicCache {
  /** The entry under `key`, loaded once however many requests miss it at the same moment. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The entry under `key` if it is there, loaded and alive; no load otherwise. */
  peek<T>(key: string): T | undefined;
  /** Drops every entry here and tells the other processes to do the same. */
  invalidate(): void;
  readonly enabled: boolean;
}

/** How processes tell each other that the catalogue changed. */
export interface InvalidationBus {
  publish(): void;
  subscribe(onInvalidate: () => void): void;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  loaded: boolean;
  result?: unknown;
}

export function createPublicCache(options: {
  ttlMs: number;
  maxEntries?: number;
  bus?: InvalidationBus | null;
  now?: () => number;
}): PublicCache {
  const { ttlMs, maxEntries = 5_000, bus = null, now = () => performance.now() } = options;
  const entries = new Map<string, Entry>();
  // Clearing also drops loads still under way: what they read may predate the write.
  const clear = () => entries.clear();
  bus?.subscribe(clear);

  if (ttlMs <= 0) {
    return {
      enabled: false,
      get: (_key, load) => load(),
      peek: () => undefined,
      invalidate: () => bus?.publish(),
    };
  }
  return {
    enabled: true,
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
      if (hit) entries.delete(key);
      const value = load();
      const entry: Entry = { value, expiresAt: now() + ttlMs, loaded: false };
      entries.set(key, entry);
      if (entries.size > maxEntries) {
        // Maps iterate in insertion order: the oldest entry goes first.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      value.then(
        (result) => {
          entry.result = result;
          entry.loaded = true;
        },
        // A failed load is not kept: the next request tries again.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    peek<T>(key: string): T | undefined {
      const hit = entries.get(key);
      return hit?.loaded && hit.expiresAt > now() ? (hit.result as T) : undefined;
    },
    invalidate() {
      clear();
      bus?.publish();
    },
  };
}

/** Writes that cannot change what the public catalogue shows (accounts, inquiries, payment set-up). */
const UNRELATED_WRITES = ['/api/member/', '/api/contact/', '/api/kakaopay/'];

/** Whether a request may have changed the catalogue: every write, but those known not to. */
export function mayChangeCatalogue(method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return !UNRELATED_WRITES.some((prefix) => url.startsWith(prefix));
}
