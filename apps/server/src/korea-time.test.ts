import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextBusinessNo } from './db/business-no';
import { banners, contacts, paymentRefunds, payments, stockHistory } from './db/schema';
import {
  createCategory,
  createDelivery,
  createListing,
  createProduct,
  createSale,
} from './testing/catalogue-factories';
import { createMember, signIn, signInNewMember, type TestMember } from './testing/factories';
import { createOrder } from './testing/order-factories';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * Instants in replies are ISO 8601 in Korea time with the offset (architecture.md, "Rules: wire"): clients cut the
 * text to show the date, so 00:30 in Seoul must read as that day, not as the UTC day before.
 */

// 00:30 on 25 November in Seoul, still the 24th in UTC.
const INSERTED = new Date('2026-11-24T15:30:00.000Z');
const INSERTED_TEXT = '2026-11-25T00:30:00.000+09:00';
// 08:59:59.999 on 1 December in Seoul, still November in UTC.
const UPDATED = new Date('2026-11-30T23:59:59.999Z');
const UPDATED_TEXT = '2026-12-01T08:59:59.999+09:00';
const stamps = { insertDttm: INSERTED, updateDttm: UPDATED };

const KOREA_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+09:00$/;

let t: TestApp;
let admin: Record<string, string>;
let buyer: TestMember;
let buyerHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://shop.test' } });
  admin = await signInNewMember(t, { admin: true });
  buyer = await createMember(t.ctx, stamps);
  buyerHeaders = (await signIn(t.app, buyer)).headers;
});
afterAll(() => t.close());

/** Every text in a reply that starts like an ISO date-time. */
function instantsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) found.push(value);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) instantsIn(item, found);
  return found;
}

async function instantsOf(url: string, headers: Record<string, string> = admin) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const instants = instantsIn(response.json());
  for (const instant of instants) expect(instant, url).toMatch(KOREA_INSTANT);
  return instants;
}

describe('instants in replies', () => {
  it('are written in Korea time with +09:00 for every record with insertDttm and updateDttm', async () => {
    const category = await createCategory(t.ctx, stamps);
    const delivery = await createDelivery(t.ctx, stamps);
    const product = await createProduct(t.ctx, category.seq, stamps);
    const sale = await createSale(t.ctx, product, stamps);
    const [banner] = await t.db
      .insert(banners)
      .values({ title: '기획전', link: '/sale/list', imagePath: '/uploads/b.png', ...stamps })
      .returning();
    const [contact] = await t.db
      .insert(contacts)
      .values({
        contactNo: await nextBusinessNo(t.db, 'CO', t.ctx.clock.now()),
        memberSeq: buyer.row.seq,
        title: '문의',
        content: '내용',
        name: buyer.row.name,
        ...stamps,
      })
      .returning();

    for (const [url, headers] of [
      ['/api/member/myinfo', buyerHeaders],
      ['/api/category/list', admin],
      [`/api/delivery/detail/${delivery.seq}`, admin],
      [`/api/product/detail/${product.seq}`, admin],
      ['/api/product/list', admin],
      [`/api/sale/detail/${sale.seq}`, admin],
      [`/api/banner/detail/${banner!.seq}`, admin],
      [`/api/contact/detail/${contact!.seq}`, buyerHeaders],
    ] as const) {
      const instants = await instantsOf(url, headers);
      expect(instants, url).toContain(INSERTED_TEXT);
      if (!url.endsWith('/list')) expect(instants, url).toContain(UPDATED_TEXT);
    }
  });

  it('are in Korea time in the stock history', async () => {
    const category = await createCategory(t.ctx);
    const product = await createProduct(t.ctx, category.seq);
    await t.db.insert(stockHistory).values({
      productSeq: product.seq,
      kind: 'ADJUST',
      stockDelta: 2,
      stockAfter: 12,
      reason: '입고',
      insertDttm: INSERTED,
    });
    const instants = await instantsOf(`/api/product/${product.seq}/stock/history`);
    expect(instants).toEqual([INSERTED_TEXT]);
  });

  it('are in Korea time in an order, its payment and its refunds', async () => {
    const { sale } = await createListing(t.ctx);
    const [payment] = await t.db
      .insert(payments)
      .values({
        tid: 'T1234567890123456789',
        provider: 'kakaopay',
        partnerOrderId: 'korea-time-1',
        memberSeq: buyer.row.seq,
        itemName: sale.title,
        quantity: 1,
        totalAmount: 15000,
        status: 'PARTIALLY_CANCELLED',
        cancelledAmount: 3000,
        approvedAt: INSERTED,
        expiresAt: UPDATED,
      })
      .returning();
    const order = await createOrder(t.ctx, buyer.row, sale, {
      paymentSeq: payment!.seq,
      ...stamps,
    });
    await t.db.insert(paymentRefunds).values({
      paymentSeq: payment!.seq,
      orderSeq: order.seq,
      key: 'korea-time-refund',
      amount: 3000,
      reason: '부분 취소',
      state: 'DONE',
      doneAt: UPDATED,
      insertDttm: INSERTED,
    });

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/order/detail/${order.seq}`,
      headers: buyerHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({ insertDttm: INSERTED_TEXT, updateDttm: UPDATED_TEXT });
    expect(detail.payment).toMatchObject({
      approvedDttm: INSERTED_TEXT,
      refunds: [{ insertDttm: INSERTED_TEXT, doneDttm: UPDATED_TEXT }],
    });
    expect(await instantsOf('/api/order/list', buyerHeaders)).toContain(INSERTED_TEXT);
  });

  it('are in Korea time in the approval the payment success screen shows', async () => {
    const category = await createCategory(t.ctx);
    const sale = await createSale(t.ctx, await createProduct(t.ctx, category.seq));
    const ready = await t.app.inject({
      method: 'POST',
      url: '/api/kakaopay/ready',
      headers: buyerHeaders,
      payload: { itemName: sale.title, quantity: 1, totalAmount: 15000 },
    });
    const { tid } = ready.json();
    // The demo provider's own approval page (no KakaoPay key in tests).
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/kakaopay/demo/${tid}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=approve',
    });
    const pgToken = new URL(String(approved.headers.location)).searchParams.get('pg_token');
    const before = Date.now();
    const approval = await t.app.inject({
      method: 'GET',
      url: `/api/kakaopay/approve?pg_token=${pgToken}&tid=${tid}`,
      headers: buyerHeaders,
    });
    expect(approval.statusCode, approval.body).toBe(200);
    const { approvedAt } = approval.json();
    expect(approvedAt).toMatch(KOREA_INSTANT);
    expect(Math.abs(new Date(approvedAt).getTime() - before)).toBeLessThan(60_000);
  });
});
