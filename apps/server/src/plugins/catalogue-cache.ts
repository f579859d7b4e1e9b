import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  catalogueChangeOf,
  isPublicCatalogueRead,
  type CatalogueChange,
} from '../platform/public-cache';
import type { QueryCache } from '../platform/query-cache';
import { MIN_COMPRESSED_BYTES } from './compression';

/**
 * Browsers and proxies may keep a public catalogue reply, but ask again before every use: an
 * administrator's change shows on the next read everywhere, and an unchanged reply costs a 304.
 * A view is counted by the server on every visit, so no cache may answer a detail on its own.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The validators of replies kept between requests (the same bytes each time), made once. */
const etags = new WeakMap<Buffer, string>();

/**
 * A weak validator of the reply's JSON: it stands for every encoding of it (identity, Brotli,
 * gzip), which a strong one may not.
 */
function etagOf(payload: Buffer | string): string {
  const kept = typeof payload === 'string' ? undefined : etags.get(payload);
  if (kept) return kept;
  const etag = `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
  if (typeof payload !== 'string') etags.set(payload, etag);
  return etag;
}

/** Whether If-None-Match names this validator (compared weakly): the asker holds this reply. */
function holdsCurrent(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return (value.startsWith('W/') ? value.slice(2) : value) === opaque;
  });
}

/** A 304 carries the headers its 200 would have: Vary too, which compression adds to that one. */
function varyByEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) {
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
}

type CacheOfWrites = Pick<QueryCache<unknown>, 'invalidate'>;

/** Drops what a successful write changed. */
async function dropChanged(
  request: FastifyRequest,
  change: CatalogueChange,
  cache: CacheOfWrites,
): Promise<void> {
  try {
    await cache.invalidate(change.tags(request));
  } catch (error) {
    // The write is done: its reply stands, and what it changed shows when the entries end.
    request.log.error({ err: error }, 'the catalogue cache could not drop what a write changed');
  }
}

/**
 * The public catalogue's caches as HTTP sees them. A visitor's catalogue read gets a validator
 * and may be kept by browsers and proxies (PUBLIC_READ_CACHE_CONTROL); a request naming the
 * current validator gets 304 with no body. A successful write drops the cached query results it
 * changed (platform/public-cache.ts) before its reply leaves, so its writer's next read already
 * sees it. Registered before the other send hooks, which then see the 304 without a body.
 */
export const catalogueCachePlugin = fp(
  async (app, { cache }: { cache: CacheOfWrites }) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      const route = request.routeOptions.url;
      const change = reply.statusCode < 400 ? catalogueChangeOf(request.method, route) : null;
      if (change) {
        void dropChanged(request, change, cache).then(() => done(null, payload));
        return;
      }
      const signedIn = request.headers.authorization !== undefined;
      if (
        reply.statusCode !== 200 ||
        !isPublicCatalogueRead(request.method, route, signedIn) ||
        (typeof payload !== 'string' && !Buffer.isBuffer(payload))
      ) {
        done(null, payload);
        return;
      }
      const etag = etagOf(payload);
      reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL).header('etag', etag);
      const asked = request.headers['if-none-match'];
      if (asked === undefined || !holdsCurrent(asked, etag)) {
        done(null, payload);
        return;
      }
      if (Buffer.byteLength(payload) >= MIN_COMPRESSED_BYTES) varyByEncoding(reply);
      reply.code(304).removeHeader('content-type').removeHeader('content-length');
      done(null, null);
    });
  },
  { name: 'catalogue-cache' },
);
