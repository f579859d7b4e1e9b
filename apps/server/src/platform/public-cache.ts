import { ENDPOINTS, type AnyEndpoint } from '@store/contract';

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

type Endpoint = Pick<AnyEndpoint, 'method' | 'path'>;
const keyOf = ({ method, path }: Endpoint) => `${method} ${path}`;
const writesOf = (...groups: Record<string, Endpoint>[]) =>
  groups.flatMap((group) => Object.values(group).filter(({ method }) => method !== 'GET'));

/**
 * Who, writing through an endpoint, changes what the public catalogue shows (listings, their
 * quantity and stock, categories, banners): `anyone` its guard lets through, or only an
 * administrator (on a call customers share).
 */
export type CatalogueWriter = 'anyone' | 'administrator';

/**
 * The writes that change the public catalogue; every other write leaves its cache alone (DESIGN
 * §12). A member's cancel or return request, receipt, rental return request or its cancel, and
 * inquiries change no units, so they are not here.
 */
const CATALOGUE_WRITES: readonly (readonly [Endpoint, CatalogueWriter])[] = [
  // The administrator's catalogue: products (stock), listings, categories, banners.
  ...writesOf(ENDPOINTS.product, ENDPOINTS.sale, ENDPOINTS.category, ENDPOINTS.banner).map(
    (endpoint) => [endpoint, 'anyone'] as const,
  ),
  // A purchase takes units from the listing and its product.
  [ENDPOINTS.order.buy, 'anyone'],
  // Cancelled (C.CPLT) or returned (RT.CPLT) orders and returned rentals give their units back:
  // moves only administrators make.
  [ENDPOINTS.order.stateUpdate, 'administrator'],
  [ENDPOINTS.order.modify, 'anyone'],
  [ENDPOINTS.rental.adminUpdate, 'anyone'],
];
const catalogueWriters = new Map(
  CATALOGUE_WRITES.map(([endpoint, writer]) => [keyOf(endpoint), writer]),
);

/**
 * Who must have made a successful request to a route (its method and path pattern, as
 * `request.routeOptions.url`) for it to have changed the public catalogue; null if it cannot have.
 */
export function catalogueWriterOf(
  method: string,
  route: string | undefined,
): CatalogueWriter | null {
  return route === undefined ? null : (catalogueWriters.get(`${method} ${route}`) ?? null);
}

/** The public catalogue reads: the same for every visitor, so kept here and in browsers alike. */
const PUBLIC_CATALOGUE_READS = new Set(
  [
    ENDPOINTS.sale.list,
    ENDPOINTS.sale.detail,
    ENDPOINTS.banner.slide,
    ENDPOINTS.category.formSelect,
  ].map(keyOf),
);

/**
 * Whether a read is one of the public catalogue's, asked by a visitor. A signed-in caller's reply
 * may be shaped by who asks (an administrator sees hidden listings), so it is not.
 */
export function isPublicCatalogueRead(
  method: string,
  route: string | undefined,
  signedIn: boolean,
): boolean {
  if (signedIn || route === undefined) return false;
  return PUBLIC_CATALOGUE_READS.has(`${method === 'HEAD' ? 'GET' : method} ${route}`);
}
