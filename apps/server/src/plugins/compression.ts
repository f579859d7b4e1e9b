import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a reply fits in one packet or so: compressing it saves nothing worth the time. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Brotli at a low quality: most of its gain on small JSON in well under a millisecond. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

type Encoding = 'br' | 'gzip';

/** Brotli, then gzip, as the request accepts them (`;q=0` refuses one). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set(
    String(header ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function compress(payload: string | Buffer, encoding: Encoding, size: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(payload, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: size,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(payload, { level: GZIP_LEVEL });
}

/** Compressed copies of reply Buffers, kept as long as the Buffer itself (a cache entry). */
const compressedCopies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

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
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      // A cached public reply is the same Buffer every time: it is compressed once per encoding.
      const known = Buffer.isBuffer(payload) ? compressedCopies.get(payload) : undefined;
      const compressed = known?.[encoding] ?? compress(payload, encoding, size);
      if (Buffer.isBuffer(payload)) {
        compressedCopies.set(payload, { ...known, [encoding]: compressed });
      }
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compressed;
    });
  },
  { name: 'compression' },
);
