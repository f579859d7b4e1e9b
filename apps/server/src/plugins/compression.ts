import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a reply fits in one packet or so: compressing it saves nothing worth the time. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * How hard each reply is compressed. A reply kept between requests (a cached result's bytes) is
 * compressed once, so it gets Brotli at quality 5 and gzip at level 6; a reply made for one request
 * is compressed on every request, so it gets the fastest settings, which keep most of the gain on
 * JSON of a few kilobytes for a third of the time (a 3.4 KB list page: 1,027 bytes in 18 µs at
 * Brotli 1, against 872 bytes in 58 µs at Brotli 4; measured in docs/performance.md).
 */
const EFFORT = {
  kept: { brotli: 5, gzip: 6 },
  once: { brotli: 1, gzip: 1 },
} as const;
type Effort = keyof typeof EFFORT;
/** A 64 KB window: the replies that pass here are far smaller, and a smaller window starts faster. */
const BROTLI_WINDOW_BITS = 16;

type Encoding = 'br' | 'gzip';

/** The answers for the Accept-Encoding headers seen so far. */
const negotiated = new Map<string, Encoding | null>();
const NEGOTIATED_KEPT = 256;

/** Brotli, then gzip, as the request accepts them (`;q=0` refuses one). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const text = String(header ?? '');
  const known = negotiated.get(text);
  if (known !== undefined) return known;
  const accepted = new Set(
    text
      .toLowerCase()
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  const encoding = accepted.has('br')
    ? 'br'
    : accepted.has('gzip') || accepted.has('*')
      ? 'gzip'
      : null;
  // Browsers send a handful of distinct headers; anything beyond a few hundred is not kept.
  if (negotiated.size < NEGOTIATED_KEPT) negotiated.set(text, encoding);
  return encoding;
}

function compress(
  payload: string | Buffer,
  encoding: Encoding,
  size: number,
  effort: Effort,
): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(payload, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: EFFORT[effort].brotli,
          [zlib.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
          [zlib.BROTLI_PARAM_SIZE_HINT]: size,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(payload, { level: EFFORT[effort].gzip });
}

/** Compressed copies of reply Buffers, kept as long as the Buffer itself (a cache entry). */
const compressedCopies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/**
 * What to send for a Buffer that is sent again and again (a cached reply): itself, or its copy
 * compressed as the request accepts, made on first use and kept as long as the Buffer.
 */
export function preparedBody(
  payload: Buffer,
  acceptEncoding: string | string[] | undefined,
): { body: Buffer; encoding: Encoding | null } {
  if (payload.length < MIN_COMPRESSED_BYTES) return { body: payload, encoding: null };
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding) return { body: payload, encoding: null };
  const known = compressedCopies.get(payload);
  const cached = known?.[encoding];
  if (cached) return { body: cached, encoding };
  const compressed = compress(payload, encoding, payload.length, 'kept');
  compressedCopies.set(payload, { ...known, [encoding]: compressed });
  return { body: compressed, encoding };
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const values = String(vary ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!values.some((value) => value.toLowerCase() === 'accept-encoding'))
    reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
}

/**
 * JSON replies of 1 KB or more go out Brotli- or gzip-compressed when the browser takes it. The
 * built web app is compressed at build time (plugins/spa.ts), uploads are images: neither passes
 * here compressed again.
 */
export const compressionPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding')) return payload;
      if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
        return payload;
      const size = Buffer.byteLength(payload);
      if (size < MIN_COMPRESSED_BYTES) return payload;
      addVary(reply);
      const accepted = request.headers['accept-encoding'];
      // Bytes are replies kept between requests (endpoint.ts): compressed once per encoding.
      if (Buffer.isBuffer(payload)) {
        const { body, encoding } = preparedBody(payload, accepted);
        if (encoding) reply.header('content-encoding', encoding).removeHeader('content-length');
        return body;
      }
      const encoding = acceptedEncoding(accepted);
      if (!encoding) return payload;
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compress(payload, encoding, size, 'once');
    });
  },
  { name: 'compression' },
);
