import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FakeKakaoPay } from '../../../test-support/fake-kakaopay.mjs';
import { buildApp } from '../../app';
import { loadSettings } from '../../config/env';
import { sales } from '../../db/schema';
import {
  CAMPING_CHAIR_FORM,
  createCategory,
  createListing,
  createProduct,
  createSale,
} from '../../testing/catalogue-factories';
import { form, sendForm } from '../../testing/multipart';
import { buyForm } from '../../testing/order-factories';
import { createMember, signInNewMember } from '../../testing/factories';
import { createPurchaseTestApp } from '../../testing/purchases';
import { redisAnswers, TEST_REDIS_URL } from '../../testing/redis';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The public catalogue replies are cached for a minute here: long enough that only an
// invalidation can explain a fresh reply.
const CACHED = { CATALOGUE_CACHE_SECONDS: '60' };

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
/** The delete call of a listing (`PUT /api/sale/:seq`), as the holder of `headers`. */
const deleteListing = (t: TestApp, seq: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/api/sale/${seq}`, headers });
const titles = async (t: TestApp, query = '') =>
  (await get(t, `/api/sale/list${query}`)).json().saleList.map((s: { title: string }) => s.title);

describe('cached public catalogue replies', () => {
  let t: TestApp;
  let kakao: FakeKakaoPay;
  let admin: Record<string, string>;
  let member: Record<string, string>;

  beforeAll(async () => {
    ({ t, kakao } = await createPurchaseTestApp(CACHED));
    admin = await signInNewMember(t, { admin: true });
    member = await signInNewMember(t);
  });
  afterAll(() => t.close());

  it('serve a list from memory until a write through the API changes the catalogue', async () => {
    const category = await createCategory(t.ctx);
    const product = await createProduct(t.ctx, category.seq);
    const first = await createSale(t.ctx, product, { title: '캐시 텐트 A' });
    expect(await titles(t, '?q=캐시')).toEqual(['캐시 텐트 A']);
    const reply = await get(t, '/api/sale/list?q=캐시');
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');

    // Written behind the API's back: the cached reply stands (this is what proves the cache).
    await createSale(t.ctx, product, { title: '캐시 텐트 B' });
    expect(await titles(t, '?q=캐시')).toEqual(['캐시 텐트 A']);

    // A member's refused write changes nothing and leaves the cache alone.
    const refused = await deleteListing(t, first.seq, member);
    expect(refused.statusCode).toBe(403);
    expect(await titles(t, '?q=캐시')).toEqual(['캐시 텐트 A']);

    // The administrator deletes A: the very next read sees it gone, and B too.
    const deleted = await deleteListing(t, first.seq, admin);
    expect(deleted.statusCode).toBe(200);
    expect(await titles(t, '?q=캐시')).toEqual(['캐시 텐트 B']);
    expect((await get(t, `/api/sale/detail/${first.seq}`)).statusCode).toBe(404);
  });

  it('keep each order of a search apart, and drop the searches a product’s rename changes', async () => {
    const category = await createCategory(t.ctx, { name: '캐시개명분류' });
    const product = await createProduct(t.ctx, category.seq, { name: '캐시개명전' });
    await createSale(t.ctx, product, { title: '캐시 정렬 A', salePrice: 10_000 });
    await createSale(t.ctx, product, { title: '캐시 정렬 B', salePrice: 20_000 });
    const word = `?q=${encodeURIComponent('캐시 정렬')}`;
    expect(await titles(t, word)).toEqual(['캐시 정렬 B', '캐시 정렬 A']);
    expect(await titles(t, `${word}&sort=priceAsc`)).toEqual(['캐시 정렬 A', '캐시 정렬 B']);
    expect(await titles(t, `${word}&sort=priceDesc`)).toEqual(['캐시 정렬 B', '캐시 정렬 A']);
    expect(await titles(t, `?c=${category.seq}`)).toEqual(['캐시 정렬 B', '캐시 정렬 A']);
    const byName = `?q=${encodeURIComponent('캐시개명전')}`;
    expect(await titles(t, byName)).toEqual(['캐시 정렬 B', '캐시 정렬 A']);

    // Written behind the API's back, then the product is renamed through it.
    await createSale(t.ctx, product, { title: '캐시 정렬 C', salePrice: 5_000 });
    const renamed = await sendForm(
      t.app,
      'PUT',
      `/api/product/modify/${product.seq}`,
      form({ ...CAMPING_CHAIR_FORM, category: '캐시개명분류', name: '캐시개명후' }),
      admin,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await titles(t, byName)).toEqual([]);
    expect(await titles(t, `?q=${encodeURIComponent('캐시개명후')}&sort=priceAsc`)).toEqual([
      '캐시 정렬 C',
      '캐시 정렬 A',
      '캐시 정렬 B',
    ]);
    const counted = await get(t, `/api/sale/list${word}&sort=priceAsc`);
    expect(counted.json()).toMatchObject({ totalCount: 3 });
    // The list without a search shows no product's name: the rename left it in the cache.
    expect(await titles(t, `?c=${category.seq}`)).toEqual(['캐시 정렬 B', '캐시 정렬 A']);
  });

  it('send a cached reply as the first: same body, headers, compressed as the browser accepts', async () => {
    const category = await createCategory(t.ctx);
    const product = await createProduct(t.ctx, category.seq);
    for (let i = 0; i < 8; i += 1) {
      await createSale(t.ctx, product, {
        title: `압축 캠핑 의자 ${i}번 상품, 넉넉한 설명이 붙은 제목`,
      });
    }
    const url = '/api/sale/list?q=압축';
    const browser = { 'accept-encoding': 'br, gzip' };
    const fresh = await get(t, url, browser);
    const cached = await get(t, url, browser);
    const plain = await get(t, url);
    for (const reply of [fresh, cached]) {
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers.vary).toContain('Accept-Encoding');
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(reply.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
    }
    expect(cached.headers['x-request-id']).toBeTruthy();
    expect(cached.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
    const body = (reply: typeof fresh) =>
      JSON.parse(brotliDecompressSync(reply.rawPayload).toString());
    expect(body(cached)).toEqual(body(fresh));
    expect(body(cached).saleList).toHaveLength(8);
    // Without Accept-Encoding the same bytes go out plain.
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(body(fresh));
    // gzip for a browser that takes only gzip.
    const gzipped = await get(t, url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(body(fresh));
  });

  it('show the units a purchase took on the details at once, and on the lists when it sells out', async () => {
    const { product, sale } = await createListing(t.ctx, {
      product: { stock: 10 },
      sale: { quantity: 5, title: '캐시 구매 상품' },
    });
    // Another listing of the same product shows the product's stock too.
    const sibling = await createSale(t.ctx, product, { quantity: 4, title: '캐시 구매 옆 상품' });
    const detail = async (seq: number) => (await get(t, `/api/sale/detail/${seq}`)).json();
    expect(await detail(sale.seq)).toMatchObject({ quantity: 5, stock: 10 });
    expect((await detail(sibling.seq)).stock).toBe(10);
    const quantities = async () =>
      (await get(t, `/api/sale/list?q=${encodeURIComponent('캐시 구매')}`))
        .json()
        .saleList.map((s: { quantity: number }) => s.quantity);
    expect(await quantities()).toEqual([4, 5]);
    const popular = `?q=${encodeURIComponent('캐시 구매')}&sort=popular`;
    // Nothing ordered yet: the most popular are the newest first.
    expect(await titles(t, popular)).toEqual(['캐시 구매 옆 상품', '캐시 구매 상품']);

    const buy = async (count: number, totalAmount: number) => {
      const ready = await t.app.inject({
        method: 'POST',
        url: '/api/kakaopay/ready',
        headers: member,
        payload: { itemName: sale.title, quantity: count, totalAmount, saleSeq: sale.seq },
      });
      expect(ready.statusCode, ready.body).toBe(200);
      const { tid } = ready.json();
      // The payment holds its units from the moment it is readied: the details say so at once.
      expect((await detail(sale.seq)).quantity).toBe(5 - count - bought);
      const location = await kakao.customer(tid, 'approve');
      const pgToken = new URL(location!).searchParams.get('pg_token')!;
      await t.app.inject({
        method: 'GET',
        url: `/api/kakaopay/approve?pg_token=${pgToken}&tid=${tid}`,
        headers: member,
      });
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/buy',
        headers: member,
        payload: buyForm(tid, sale.saleNo, { orderCount: count }),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      bought += count;
    };
    let bought = 0;
    await buy(2, 27000);
    expect(await detail(sale.seq)).toMatchObject({ quantity: 3, stock: 8 });
    expect(await detail(sibling.seq)).toMatchObject({ quantity: 4, stock: 8 });
    // The lists keep their pages while the listing still sells (a card shows only 품절 of its
    // units, and a list's numbers are as fresh as the cache's lifetime).
    expect(await quantities()).toEqual([4, 5]);

    // The last three: sold out, which every list shows on its next read.
    await buy(3, 39000);
    expect(await detail(sale.seq)).toMatchObject({ quantity: 0, stock: 5 });
    expect(await detail(sibling.seq)).toMatchObject({ quantity: 4, stock: 5 });
    expect(await quantities()).toEqual([4, 0]);
    // The five units it sold make the listing the more popular.
    expect(await titles(t, popular)).toEqual(['캐시 구매 상품', '캐시 구매 옆 상품']);
  });

  it('count a new viewer at once, a returning one never, and administrators not at all', async () => {
    const { sale } = await createListing(t.ctx);
    const view = async (remoteAddress: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/sale/detail/${sale.seq}`, remoteAddress })
      ).json().view;
    expect(await view('10.9.0.1')).toBe(1);
    expect(await view('10.9.0.1')).toBe(1);
    expect(await view('10.9.0.2')).toBe(2);
    // The first viewer reloads (answered from the cache at once): the count others added shows.
    expect(await view('10.9.0.1')).toBe(2);
    const reload = await t.app.inject({
      method: 'GET',
      url: `/api/sale/detail/${sale.seq}`,
      remoteAddress: '10.9.0.2',
    });
    expect(reload.headers['x-content-type-options']).toBe('nosniff');
    expect(reload.headers['x-request-id']).toBeTruthy();
    expect((await get(t, `/api/sale/detail/${sale.seq}`, admin)).json().view).toBe(2);
    const [row] = await t.db
      .select({ view: sales.view })
      .from(sales)
      .where(eq(sales.seq, sale.seq));
    expect(row!.view).toBe(2);
  });

  it('keep the banner slide and the category select until an administrator changes them', async () => {
    const before = (await get(t, '/api/category/formSelect')).json();
    await createCategory(t.ctx, { name: '캐시 밖 분류' });
    expect((await get(t, '/api/category/formSelect')).json()).toEqual(before);
    const category = before[0];
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/category/${category.seq}`,
      headers: admin,
    });
    expect(renamed.statusCode).toBe(200);
    const after = (await get(t, '/api/category/formSelect')).json();
    expect(after.map((c: { name: string }) => c.name)).toContain('캐시 밖 분류');
    expect(after.map((c: { seq: number }) => c.seq)).not.toContain(category.seq);
  });
});

describe('cached replies in the log', () => {
  /** The completion lines a session at `level` writes for two reads of the category select. */
  async function completions(level: string) {
    const lines: string[] = [];
    const t = await createTestApp({
      env: { ...CACHED, LOG_LEVEL: level },
      logDestination: { write: (line) => void lines.push(line) },
    });
    try {
      await createCategory(t.ctx, { name: '로그 분류' });
      const replies = [
        await get(t, '/api/category/formSelect'),
        await get(t, '/api/category/formSelect'),
      ];
      const logged = lines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.msg === 'request completed');
      return { replies, logged };
    } finally {
      await t.close();
    }
  }

  it('are logged as completed, under their request id, at the info level', async () => {
    const { replies, logged } = await completions('info');
    for (const reply of replies) {
      const line = logged.find((entry) => entry.reqId === reply.headers['x-request-id']);
      expect(line).toMatchObject({ res: { statusCode: 200 } });
      expect(line.responseTime).toBeGreaterThanOrEqual(0);
    }
  });

  it('write nothing at the warn level, as other replies', async () => {
    const { replies, logged } = await completions('warn');
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(logged).toEqual([]);
  });
});

const hasRedis = await redisAnswers();

describe.skipIf(!hasRedis)('several processes sharing Redis', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildApp>>['app'];

  beforeAll(async () => {
    a = await createTestApp({ env: { ...CACHED, REDIS_URL: TEST_REDIS_URL } });
    // A second process of the same store: same database, same Redis, its own memory.
    const settings = loadSettings({
      NODE_ENV: 'test',
      DATA_DIR: a.settings.dataDir,
      JWT_SECRET: a.settings.jwtSecret!,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      REDIS_URL: TEST_REDIS_URL,
      ...CACHED,
    });
    b = (await buildApp({ settings, db: a.db, serveSpa: false })).app;
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('show another process’s write on the very next read', async () => {
    const admin = await signInNewMember(a, { admin: true });
    const category = await createCategory(a.ctx);
    const product = await createProduct(a.ctx, category.seq);
    const word = `공유${randomUUID().slice(0, 6)}`;
    const sale = await createSale(a.ctx, product, { title: `${word} 텐트` });
    const listOn = async (app: typeof b) =>
      (await app.inject({ method: 'GET', url: `/api/sale/list?q=${encodeURIComponent(word)}` }))
        .json()
        .saleList.map((s: { title: string }) => s.title);
    expect(await listOn(b)).toEqual([`${word} 텐트`]);
    // One cache for both: what one process loaded, the other answers (a listing added behind the
    // API's back shows on neither).
    await createSale(a.ctx, product, { title: `${word} 의자` });
    expect(await listOn(a.app)).toEqual([`${word} 텐트`]);
    const deleted = await deleteListing(a, sale.seq, admin);
    expect(deleted.statusCode).toBe(200);
    // The write dropped the entries in Redis before its reply left.
    expect(await listOn(b)).toEqual([`${word} 의자`]);
  });

  it('share the sign-in limits: failures on one process count on the other', async () => {
    const target = await createMember(a.ctx, { memberId: `rl${randomUUID().slice(0, 8)}` });
    const fail = (app: typeof b) =>
      app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { memberId: target.memberId, password: 'wrong1234!' },
        remoteAddress: '10.77.0.1',
      });
    // Ten failures for one id from one address close that pair; each process saw only five.
    for (let i = 0; i < 10; i += 1) await fail(i % 2 === 0 ? a.app : b);
    const blocked = await b.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: target,
      remoteAddress: '10.77.0.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message.text).toBe(
      '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
    );
  });
});
