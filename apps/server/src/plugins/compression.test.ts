import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, compressionPlugin } from './compression';

const LIST = { saleList: Array.from({ length: 40 }, (_, i) => ({ seq: i, title: `텐트 ${i}` })) };

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(compressionPlugin);
  app.get('/list', async () => LIST);
  app.get('/small', async () => ({ ok: true }));
  app.get('/text', async (_request, reply) => reply.type('text/plain').send('가'.repeat(2000)));
  await app.ready();
});

afterAll(() => app.close());

describe('compressed JSON replies', () => {
  it('sends a large JSON reply as Brotli, or gzip, as the browser takes it', async () => {
    const br = await app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(LIST).length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(LIST);

    const gz = await app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(LIST);
  });

  it('sends it plain to a client that takes neither, still saying it varies', async () => {
    const plain = await app.inject({ url: '/list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.json()).toEqual(LIST);
  });

  it('leaves small replies and other types alone', async () => {
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const text = await app.inject({ url: '/text', headers: { 'accept-encoding': 'br' } });
    expect(text.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe('compressed copies of a cached reply', () => {
  it('come out alike every time, in either encoding, and leave the stored bytes as they were', async () => {
    const stored = Buffer.from(JSON.stringify(LIST));
    const cached = Fastify();
    await cached.register(compressionPlugin);
    cached.get('/cached', async (_request, reply) => reply.type('application/json').send(stored));
    await cached.ready();
    try {
      const first = await cached.inject({ url: '/cached', headers: { 'accept-encoding': 'br' } });
      const again = await cached.inject({ url: '/cached', headers: { 'accept-encoding': 'br' } });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(JSON.parse(brotliDecompressSync(again.rawPayload).toString())).toEqual(LIST);
      const gz = await cached.inject({ url: '/cached', headers: { 'accept-encoding': 'gzip' } });
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(LIST);
      expect(stored.toString()).toBe(JSON.stringify(LIST));
    } finally {
      await cached.close();
    }
  });
});
