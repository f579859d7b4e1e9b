import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createListing,
  createProduct,
  createSale,
} from '../testing/catalogue-factories';
import { signInNewMember } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

// Browsers and proxies revalidate the public catalogue's replies: over a real port, as a browser
// does, so what Node sends for a 304 is what is checked. The catalogue is cached for a minute.
const CACHED = { CATALOGUE_CACHE_SECONDS: '60' };
const BROWSER = { 'accept-encoding': 'br, gzip', 'user-agent': 'revalidating-browser' };
const PUBLIC_READ = 'public, max-age=0, must-revalidate';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const json = (answer: Answer) =>
  JSON.parse(
    (answer.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(answer.body)
      : answer.body
    ).toString(),
  );

describe('the public catalogue over HTTP', () => {
  let t: TestApp;
  let agent: http.Agent;
  let port: number;
  let admin: Record<string, string>;
  /** Every request Fastify took, as `METHOD url`: all of them, there is no other way in. */
  const seen: string[] = [];

  const send = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path, method, headers: { ...BROWSER, ...headers }, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });

  beforeAll(async () => {
    t = await createTestApp({
      env: CACHED,
      configure: (app) =>
        app.addHook('onRequest', (request, _reply, done) => {
          seen.push(`${request.method} ${request.url}`);
          done();
        }),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    agent = new http.Agent({ keepAlive: true });
    admin = await signInNewMember(t, { admin: true });
    const category = await createCategory(t.ctx, { name: '검증 분류' });
    const product = await createProduct(t.ctx, category.seq);
    for (let i = 0; i < 6; i += 1) {
      await createSale(t.ctx, product, { title: `검증 캠핑 의자 ${i}번, 넉넉한 설명이 붙은 제목` });
    }
  });
  afterAll(async () => {
    agent.destroy();
    await t.close();
  });

  it('answers a browser holding the current reply with 304 and no body, through Fastify', async () => {
    const path = encodeURI('/api/sale/list?q=검증');
    const first = await send(path);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_READ);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['content-encoding']).toBe('br');
    expect(json(first).saleList).toHaveLength(6);
    // The same reply to another browser that takes no compression: the same validator.
    const plain = await send(path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(first.headers.etag);

    const before = seen.length;
    const again = await send(path, { 'if-none-match': first.headers.etag! });
    expect(seen.slice(before)).toEqual([`GET ${path}`]);
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_READ);
    expect(again.headers.vary).toContain('Accept-Encoding');
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Any of the validators a cache holds, weak or not, or any at all.
    const listed = `"other", ${first.headers.etag!.slice(2)}`;
    expect((await send(path, { 'if-none-match': listed })).status).toBe(304);
    expect((await send(path, { 'if-none-match': '*' })).status).toBe(304);
    expect((await send(path, { 'if-none-match': 'W/"other"' })).status).toBe(200);
    const head = await send(path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(first.headers.etag);
  });

  it('gives a changed reply a new validator once an administrator writes', async () => {
    const path = '/api/category/formSelect';
    const first = await send(path);
    const categories = json(first);
    expect((await send(path, { 'if-none-match': first.headers.etag! })).status).toBe(304);
    const removed = await send(`/api/category/${categories[0].seq}`, admin, 'PUT');
    expect(removed.status).toBe(200);
    const after = await send(path, { 'if-none-match': first.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(json(after)).toHaveLength(categories.length - 1);
  });

  it('counts a detail once per visitor, whose reloads revalidate to 304', async () => {
    const { sale } = await createListing(t.ctx);
    const path = `/api/sale/detail/${sale.seq}`;
    const first = await send(path);
    expect(json(first).view).toBe(1);
    const reload = await send(path, { 'if-none-match': first.headers.etag! });
    expect(reload.status).toBe(304);
    // Another browser is another visitor: counted, and the count changes the reply.
    const other = await send(path, {
      'user-agent': 'another-browser',
      'if-none-match': first.headers.etag!,
    });
    expect(other.status).toBe(200);
    expect(json(other).view).toBe(2);
    const stale = await send(path, { 'if-none-match': first.headers.etag! });
    expect(stale.status).toBe(200);
    expect(json(stale).view).toBe(2);
    expect(stale.headers.etag).toBe(other.headers.etag);
  });

  it('lets no one keep what a signed-in caller reads', async () => {
    const { sale } = await createListing(t.ctx);
    const path = `/api/sale/detail/${sale.seq}`;
    const visitor = await send(path);
    const read = await send(path, { ...admin, 'if-none-match': visitor.headers.etag! });
    expect(read.status).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.headers.etag).toBeUndefined();
    expect(json(read).version).toBeTypeOf('number');
  });
});
