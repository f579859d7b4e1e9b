import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSale } from '../testing/catalogue-factories';
import { createMember, signIn } from '../testing/factories';
import { createTestApp } from '../testing/test-app';
import { frontDoorOf } from './front-door';

// The front door answers real HTTP requests only (app.inject goes straight to Fastify), so these
// tests listen on a port. The catalogue is cached for a minute: only an invalidation explains a
// fresh reply.
const CACHED = { CATALOGUE_CACHE_SECONDS: '60' };
const BROWSER = { 'accept-encoding': 'br, gzip', 'user-agent': 'front-door-test' };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A store listening on a port, and the requests its Fastify saw (the door's are not among them). */
async function listeningStore(env: Record<string, string> = {}, logLines?: string[]) {
  const seen: string[] = [];
  const t = await createTestApp({
    env: { ...CACHED, ...env },
    configure: (app) =>
      app.addHook('onRequest', (request, _reply, done) => {
        seen.push(`${request.method} ${request.url}`);
        done();
      }),
    ...(logLines ? { logDestination: { write: (line: string) => void logLines.push(line) } } : {}),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
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
  /** Whether Fastify saw the last request made to `path` since `before` requests. */
  const fastifySaw = (path: string, before: number) =>
    seen.slice(before).some((line) => line.endsWith(` ${path}`));
  return {
    t,
    send,
    seen,
    fastifySaw,
    async close() {
      agent.destroy();
      await t.close();
    },
  };
}

type Store = Awaited<ReturnType<typeof listeningStore>>;

/** The headers of a reply that are the same for every request (not its date or request id). */
const lasting = ({ headers }: Answer) => {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
};
const json = (answer: Answer) =>
  JSON.parse(
    (answer.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(answer.body)
      : answer.body
    ).toString(),
  );

describe('the front door, in front of a store on a port', () => {
  let store: Store;
  let admin: Record<string, string>;

  beforeAll(async () => {
    store = await listeningStore();
    admin = (await signIn(store.t.app, await createMember(store.t.ctx, { admin: true }))).headers;
    const category = await createCategory(store.t.ctx, { name: '문 앞 분류' });
    const product = await createProduct(store.t.ctx, category.seq);
    for (let i = 0; i < 6; i += 1) {
      await createSale(store.t.ctx, product, {
        title: `문 앞 캠핑 의자 ${i}번 상품, 넉넉한 설명이 붙은 제목`,
      });
    }
  });
  afterAll(() => store.close());

  it('answers a cached read again before Fastify, with the same headers and bytes', async () => {
    const path = encodeURI('/api/sale/list?q=문 앞');
    const before = store.seen.length;
    const first = await store.send(path);
    expect(store.fastifySaw(path, before)).toBe(true);

    const count = store.seen.length;
    const again = await store.send(path);
    expect(store.fastifySaw(path, count)).toBe(false);
    expect(again.status).toBe(200);
    expect(lasting(again)).toEqual(lasting(first));
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['strict-transport-security']).toBeUndefined();
    expect(again.body.equals(first.body)).toBe(true);
    expect(json(again).saleList).toHaveLength(6);
    // Each reply has an id of its own, or the one the caller sent.
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const traced = await store.send(path, { 'x-request-id': 'trace-7f3a' });
    expect(traced.headers['x-request-id']).toBe('trace-7f3a');
    // A browser that takes no compression gets the same reply plain.
    const plain = await store.send(path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(json(first));
  });

  it('lets the next read see an administrator’s change at once', async () => {
    const path = '/api/category/formSelect';
    const before = json(await store.send(path));
    await store.send(path);
    const count = store.seen.length;
    const changed = await store.send(`/api/category/${before[0].seq}`, admin, 'PUT');
    expect(changed.status).toBe(200);
    const after = await store.send(path);
    expect(store.fastifySaw(path, count)).toBe(true);
    expect(json(after).map((c: { seq: number }) => c.seq)).not.toContain(before[0].seq);
  });

  it('leaves other methods and uncached reads to Fastify', async () => {
    const path = '/api/banner/slide';
    await store.send(path);
    const count = store.seen.length;
    const head = await store.send(path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(store.fastifySaw(path, count)).toBe(true);
    expect(head.body).toHaveLength(0);
    const missing = await store.send('/api/sale/list?p=2');
    expect(missing.status).toBe(200);
    expect(store.fastifySaw('/api/sale/list?p=2', count)).toBe(true);
  });

  it('counts a listing once per visitor, answering a counted visitor’s reloads itself', async () => {
    const category = await createCategory(store.t.ctx);
    const product = await createProduct(store.t.ctx, category.seq);
    const sale = await createSale(store.t.ctx, product);
    const path = `/api/sale/detail/${sale.seq}`;
    expect(json(await store.send(path)).view).toBe(1);
    const count = store.seen.length;
    const reload = await store.send(path);
    expect(store.fastifySaw(path, count)).toBe(false);
    expect(json(reload).view).toBe(1);
    // Another browser is another visitor: counted by the app, then answered here too.
    const other = { 'user-agent': 'another-browser' };
    expect(json(await store.send(path, other)).view).toBe(2);
    expect(store.fastifySaw(path, count)).toBe(true);
    const afterOther = store.seen.length;
    expect(json(await store.send(path, other)).view).toBe(2);
    expect(store.fastifySaw(path, afterOther)).toBe(false);
    // A signed-in caller goes the usual way (an administrator sees hidden listings).
    await store.send(path, admin);
    expect(store.fastifySaw(path, afterOther)).toBe(true);
  });

  it('steps aside once the server is closing', async () => {
    const path = '/api/category/formSelect';
    await store.send(path);
    const open = store.seen.length;
    await store.send(path);
    expect(store.fastifySaw(path, open)).toBe(false);
    frontDoorOf(store.t.app.server)!.close();
    const count = store.seen.length;
    expect((await store.send(path)).status).toBe(200);
    expect(store.fastifySaw(path, count)).toBe(true);
  });
});

describe('the front door behind a trusted proxy', () => {
  let store: Store;
  beforeAll(async () => (store = await listeningStore({ TRUST_PROXY: 'true' })));
  afterAll(() => store.close());

  it('sends HSTS when the proxy says HTTPS, as the app does', async () => {
    const path = '/api/category/formSelect';
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
    const first = await store.send(path, https);
    const count = store.seen.length;
    const again = await store.send(path, https);
    expect(store.fastifySaw(path, count)).toBe(false);
    for (const answer of [first, again]) {
      expect(answer.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    const plain = await store.send(path, { 'x-forwarded-proto': 'http' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('knows a visitor by the address the proxy forwarded, as the app does', async () => {
    const category = await createCategory(store.t.ctx);
    const product = await createProduct(store.t.ctx, category.seq);
    const sale = await createSale(store.t.ctx, product);
    const path = `/api/sale/detail/${sale.seq}`;
    // One trusted hop: the client is the address that proxy appended (the last), not the leftmost.
    const visitor = (address: string) => ({ 'x-forwarded-for': `10.0.0.2, ${address}` });
    expect(json(await store.send(path, visitor('198.51.100.1'))).view).toBe(1);
    const count = store.seen.length;
    expect(json(await store.send(path, visitor('198.51.100.1'))).view).toBe(1);
    expect(store.fastifySaw(path, count)).toBe(false);
    // The same browser from another address is another visitor.
    expect(json(await store.send(path, visitor('198.51.100.2'))).view).toBe(2);
    expect(store.fastifySaw(path, count)).toBe(true);
  });
});

describe('the front door without a proxy', () => {
  let store: Store;
  beforeAll(async () => (store = await listeningStore()));
  afterAll(() => store.close());

  it('takes no word of a forwarded scheme', async () => {
    const path = '/api/category/formSelect';
    const claimed = { 'x-forwarded-proto': 'https' };
    await store.send(path, claimed);
    const count = store.seen.length;
    const again = await store.send(path, claimed);
    expect(store.fastifySaw(path, count)).toBe(false);
    expect(again.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the front door with CORS open to other origins', () => {
  let store: Store;
  beforeAll(
    async () => (store = await listeningStore({ CORS_ORIGINS: 'https://admin.billim.example' })),
  );
  afterAll(() => store.close());

  it('leaves cross-origin reads to the app, which adds their CORS headers', async () => {
    const path = '/api/category/formSelect';
    await store.send(path);
    const origin = { origin: 'https://admin.billim.example' };
    await store.send(path, origin);
    const count = store.seen.length;
    const again = await store.send(path, origin);
    expect(store.fastifySaw(path, count)).toBe(true);
    expect(again.headers['access-control-allow-origin']).toBe('https://admin.billim.example');
    expect(again.headers.vary).toContain('Origin');
    // Same-origin reads (no Origin header) are still answered at the door.
    const sameOrigin = store.seen.length;
    await store.send(path);
    expect(store.fastifySaw(path, sameOrigin)).toBe(false);
  });
});

describe('the front door in the log', () => {
  it('logs each reply it sends as completed, under its request id, without the query', async () => {
    const lines: string[] = [];
    const store = await listeningStore({ LOG_LEVEL: 'info' }, lines);
    try {
      const path = '/api/sale/list?p=1';
      await store.send(path);
      const count = store.seen.length;
      const again = await store.send(path);
      expect(store.fastifySaw(path, count)).toBe(false);
      const line = lines
        .map((text) => JSON.parse(text))
        .find((entry) => entry.reqId === again.headers['x-request-id']);
      expect(line).toMatchObject({
        msg: 'request completed',
        cached: true,
        res: { statusCode: 200 },
        req: { method: 'GET', url: '/api/sale/list' },
      });
    } finally {
      await store.close();
    }
  });
});
