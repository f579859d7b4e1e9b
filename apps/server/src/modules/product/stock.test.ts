// architecture.md, "Rules: stock": versions on products and listings, relative stock
// adjustments and the stock history, each as an administrator and a shop would meet them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeKakaoPay } from '../../../test-support/fake-kakaopay.mjs';
import { stockHistory } from '../../db/schema';
import { createCategory, createProduct } from '../../testing/catalogue-factories';
import { createMember, signIn, signInNewMember, type TestMember } from '../../testing/factories';
import { SALE_FORM_FIELDS, form, formOf, sendForm } from '../../testing/multipart';
import { createPurchaseTestApp, purchaseKit } from '../../testing/purchases';
import type { TestApp } from '../../testing/test-app';

const STALE_TEXT = '다른 곳에서 먼저 변경되었습니다. 새로 불러온 뒤 다시 저장해주세요.';

let t: TestApp;
let kakao: FakeKakaoPay;
let kit: ReturnType<typeof purchaseKit>;
let adminMember: TestMember;
let admin: Record<string, string>;
let member: Record<string, string>;
let buyer: Record<string, string>;
let buyerId: string;

beforeAll(async () => {
  ({ t, kakao } = await createPurchaseTestApp());
  adminMember = await createMember(t.ctx, { admin: true });
  admin = (await signIn(t.app, adminMember)).headers;
  member = await signInNewMember(t);
  const buyerMember = await createMember(t.ctx, { name: '구매자' });
  buyerId = buyerMember.memberId;
  buyer = (await signIn(t.app, buyerMember)).headers;
  kit = purchaseKit(t, kakao);
});
afterAll(() => t.close());

const productDetail = async (seq: number) => {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/product/detail/${seq}`,
    headers: admin,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};

/** The product form as the edit screen sends it back: every field of the detail it read. */
const saveProduct = (
  detail: Record<string, unknown>,
  changes: Record<string, string | number> = {},
  headers = admin,
) => {
  const body = formOf(
    detail,
    ['category', 'brand', 'name', 'standard', 'stock', 'price', 'note', 'version'],
    changes,
  );
  return sendForm(t.app, 'PUT', `/api/product/modify/${detail.seq as number}`, body, headers);
};

const adjust = (seq: number, payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/product/${seq}/stock`, headers, payload });

const history = async (seq: number, query = '') => {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/product/${seq}/stock/history${query}`,
    headers: admin,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};

const historyRows = (productSeq: number) =>
  t.db.select().from(stockHistory).where(eq(stockHistory.productSeq, productSeq));

async function plainProduct(stock: number) {
  const category = await createCategory(t.ctx);
  return createProduct(t.ctx, category.seq, { stock });
}

describe('an edit form read before four purchases', () => {
  it('is refused with 409 and leaves the stock as the purchases left it', async () => {
    const { product, sale } = await kit.listing({ stock: 10, quantity: 5 });
    const read = await productDetail(product.seq);
    expect(read).toMatchObject({ stock: 10, version: expect.any(Number) });

    for (let i = 0; i < 4; i += 1) await kit.order(buyer, sale);
    expect(await kit.stockOf(product.seq, sale.seq)).toEqual({ stock: 6, quantity: 1 });

    // The administrator saves what the form showed: 10 units, four of them sold meanwhile.
    const stale = await saveProduct(read, { note: '비고 수정' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_EDIT',
      message: { text: STALE_TEXT, type: 'warning' },
    });
    expect(await kit.stockOf(product.seq, sale.seq)).toEqual({ stock: 6, quantity: 1 });
    const unchanged = await productDetail(product.seq);
    expect(unchanged.note).toBe(read.note);
    expect((await historyRows(product.seq)).map((row) => row.kind)).toEqual([
      'ORDER',
      'ORDER',
      'ORDER',
      'ORDER',
    ]);
  });

  it('saves once reloaded, and writes the edit to the history as new - old', async () => {
    const { product, sale } = await kit.listing({ stock: 10, quantity: 5 });
    const stale = await productDetail(product.seq);
    for (let i = 0; i < 4; i += 1) await kit.order(buyer, sale);
    expect((await saveProduct(stale)).statusCode).toBe(409);

    const fresh = await productDetail(product.seq);
    expect(fresh.stock).toBe(6);
    expect(fresh.version).toBeGreaterThan(stale.version);
    const saved = await saveProduct(fresh, { stock: 8 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toEqual({ text: '상품이 수정되었습니다.', type: 'success' });

    const after = await productDetail(product.seq);
    expect(after.stock).toBe(8);
    expect(after.version).toBe(fresh.version + 1);
    const { stockHistoryList, pageInfo } = await history(product.seq);
    expect(pageInfo.totalPages).toBe(1);
    expect(stockHistoryList[0]).toMatchObject({
      kind: 'EDIT',
      stockDelta: 2,
      stockAfter: 8,
      memberId: adminMember.memberId,
      reason: '상품 수정',
    });
    // The purchases before it, newest first, each with the stock it left.
    expect(
      stockHistoryList.slice(1).map((row: { kind: string; stockAfter: number }) => row.stockAfter),
    ).toEqual([6, 7, 8, 9]);
    expect(stockHistoryList[1]).toMatchObject({
      kind: 'ORDER',
      stockDelta: -1,
      quantityDelta: -1,
      quantityAfter: 1,
      saleNo: sale.saleNo,
      memberId: buyerId,
    });
    expect(stockHistoryList[1].orderNo).toMatch(/^OR\d{13}$/);
    // A second save of the form just sent is stale too: the version moved with it.
    expect((await saveProduct(fresh, { stock: 8 })).statusCode).toBe(409);
  });

  it('keeps working for a client that sends no version, and records what it changed', async () => {
    const { product, sale } = await kit.listing({ stock: 10, quantity: 5 });
    const read = await productDetail(product.seq);
    await kit.order(buyer, sale);
    const { version: _version, ...withoutVersion } = read;
    const saved = await saveProduct(withoutVersion);
    expect(saved.statusCode, saved.body).toBe(200);
    // Last write wins for such a client, and the history shows the unit it brought back.
    expect((await kit.stockOf(product.seq, sale.seq)).stock).toBe(10);
    const [newest] = (await history(product.seq)).stockHistoryList;
    expect(newest).toMatchObject({ kind: 'EDIT', stockDelta: 1, stockAfter: 10 });
  });
});

describe('versions', () => {
  it('move with every purchase, on the product and on the listing', async () => {
    const { product, sale } = await kit.listing({ stock: 10, quantity: 5 });
    const before = await productDetail(product.seq);
    const saleBefore = (
      await t.app.inject({ method: 'GET', url: `/api/sale/detail/${sale.seq}`, headers: admin })
    ).json();
    expect(saleBefore.version).toEqual(expect.any(Number));

    await kit.order(buyer, sale);
    expect((await productDetail(product.seq)).version).toBe(before.version + 1);
    const saleAfter = (
      await t.app.inject({ method: 'GET', url: `/api/sale/detail/${sale.seq}`, headers: admin })
    ).json();
    expect(saleAfter.version).toBe(saleBefore.version + 1);

    // The public detail has no version to give away (and a view does not move it).
    const visitor = await t.app.inject({ method: 'GET', url: `/api/sale/detail/${sale.seq}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).not.toHaveProperty('version');
    const again = (
      await t.app.inject({ method: 'GET', url: `/api/sale/detail/${sale.seq}`, headers: admin })
    ).json();
    expect(again.version).toBe(saleAfter.version);
  });

  it('give units back with a RESTORE row naming the order when it is cancelled', async () => {
    const { product, sale } = await kit.listing({ stock: 10, quantity: 5 });
    const { orderSeq, orderNo } = await kit.order(buyer, sale, 2, 12000, 3000);
    const before = await productDetail(product.seq);
    const body = form({ state: 'C.CPLT', request: '' });
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/order/modify/${orderSeq}`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await kit.stockOf(product.seq, sale.seq)).toEqual({ stock: 10, quantity: 5 });
    expect((await productDetail(product.seq)).version).toBe(before.version + 1);
    const [newest] = (await history(product.seq)).stockHistoryList;
    expect(newest).toMatchObject({
      kind: 'RESTORE',
      stockDelta: 2,
      stockAfter: 10,
      quantityDelta: 2,
      quantityAfter: 5,
      orderNo,
      reason: '주문 취소',
    });
  });
});

describe('a listing form read before a purchase', () => {
  const saveSale = (detail: Record<string, unknown>, changes: Record<string, string | number>) => {
    const body = formOf(detail, SALE_FORM_FIELDS, changes);
    return sendForm(t.app, 'PUT', `/api/sale/modify/${detail.seq as number}`, body, admin);
  };
  const saleDetail = async (seq: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/sale/detail/${seq}`, headers: admin })).json();

  it('is refused with 409; reloaded, its quantity edit is saved and recorded', async () => {
    const { product, sale } = await kit.listing({ stock: 10, quantity: 5 });
    const stale = await saleDetail(sale.seq);
    await kit.order(buyer, sale);

    const refused = await saveSale(stale, { title: '새 제목' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message.text).toBe(STALE_TEXT);
    expect(await kit.stockOf(product.seq, sale.seq)).toEqual({ stock: 9, quantity: 4 });

    const fresh = await saleDetail(sale.seq);
    const saved = await saveSale(fresh, { quantity: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await kit.stockOf(product.seq, sale.seq)).toEqual({ stock: 9, quantity: 7 });
    const [newest] = (await history(product.seq)).stockHistoryList;
    expect(newest).toMatchObject({
      kind: 'EDIT',
      stockDelta: 0,
      stockAfter: null,
      quantityDelta: 3,
      quantityAfter: 7,
      saleNo: sale.saleNo,
      memberId: adminMember.memberId,
    });
  });
});

describe('relative stock adjustments', () => {
  it('add and take units with a reason, each in the history with who and what it came to', async () => {
    const product = await plainProduct(4);
    const read = await productDetail(product.seq);

    const added = await adjust(product.seq, { delta: 5, reason: ' 입고 ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({
      stock: 9,
      version: read.version + 1,
      message: { text: '재고가 조정되었습니다.', type: 'success' },
    });
    const taken = await adjust(product.seq, { delta: -3, reason: '파손 폐기' });
    expect(taken.json()).toMatchObject({ stock: 6, version: read.version + 2 });
    expect((await productDetail(product.seq)).stock).toBe(6);

    const { stockHistoryList } = await history(product.seq);
    expect(stockHistoryList).toEqual([
      expect.objectContaining({
        kind: 'ADJUST',
        stockDelta: -3,
        stockAfter: 6,
        reason: '파손 폐기',
        memberId: adminMember.memberId,
        saleNo: null,
        orderNo: null,
      }),
      expect.objectContaining({ kind: 'ADJUST', stockDelta: 5, stockAfter: 9, reason: '입고' }),
    ]);
    expect(new Date(stockHistoryList[0].insertDttm).getTime()).not.toBeNaN();

    // An edit form read before the adjustment is stale.
    const stale = await saveProduct(read);
    expect(stale.statusCode).toBe(409);
    expect((await productDetail(product.seq)).stock).toBe(6);
  });

  it('refuses to go below zero and changes nothing', async () => {
    const product = await plainProduct(2);
    const before = await productDetail(product.seq);
    const refused = await adjust(product.seq, { delta: -3, reason: '파손 폐기' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STOCK_BELOW_ZERO',
      message: { text: expect.stringContaining('현재 재고 2개에서 3개를 뺄 수 없습니다.') },
      fieldErrors: { delta: expect.stringContaining('0개보다 적을 수 없습니다') },
    });
    const after = await productDetail(product.seq);
    expect({ stock: after.stock, version: after.version }).toEqual({
      stock: 2,
      version: before.version,
    });
    expect(await historyRows(product.seq)).toEqual([]);
    // Down to exactly zero is fine.
    expect((await adjust(product.seq, { delta: -2, reason: '분실' })).json().stock).toBe(0);
  });

  it('never goes below zero when several are sent at once', async () => {
    const product = await plainProduct(3);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => adjust(product.seq, { delta: -1, reason: '출고' })),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect((await productDetail(product.seq)).stock).toBe(0);
    const rows = await historyRows(product.seq);
    expect(rows.map((row) => row.stockAfter).sort()).toEqual([0, 1, 2]);
  });

  it('explains an invalid amount or reason in Korean', async () => {
    const product = await plainProduct(5);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ delta: 0, reason: '입고' }, 'delta', /0이 아닌/],
      [{ delta: 1.5, reason: '입고' }, 'delta', /정수/],
      [{ delta: 2_000_000, reason: '입고' }, 'delta', /한 번에/],
      [{ reason: '입고' }, 'delta', /조정 수량을 입력/],
      [{ delta: 1, reason: '   ' }, 'reason', /사유를 입력/],
      [{ delta: 1, reason: '가'.repeat(101) }, 'reason', /100자/],
    ];
    for (const [payload, field, text] of cases) {
      const reply = await adjust(product.seq, payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json().fieldErrors[field], JSON.stringify(payload)).toMatch(text);
    }
    expect((await productDetail(product.seq)).stock).toBe(5);
    expect(await historyRows(product.seq)).toEqual([]);
  });

  it('is for administrators only, as is the history', async () => {
    const product = await plainProduct(5);
    const payload = { delta: 3, reason: '입고' };
    const visitor = await adjust(product.seq, payload, {});
    expect(visitor.statusCode).toBe(401);
    const asMember = await adjust(product.seq, payload, member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message.text).toBe('접근권한이 없습니다.');
    const url = `/api/product/${product.seq}/stock/history`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: member })).statusCode).toBe(403);
    expect((await productDetail(product.seq)).stock).toBe(5);
    expect(await historyRows(product.seq)).toEqual([]);
  });

  it('answers 404 for a product that does not exist', async () => {
    const reply = await adjust(999_999, { delta: 1, reason: '입고' });
    expect(reply.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/product/999999/stock/history',
      headers: admin,
    });
    expect(list.statusCode).toBe(404);
  });
});

describe('the stock history', () => {
  it('pages newest first', async () => {
    const product = await plainProduct(0);
    for (let i = 1; i <= 12; i += 1) {
      expect((await adjust(product.seq, { delta: i, reason: `입고 ${i}` })).statusCode).toBe(200);
    }
    const first = await history(product.seq, '?p=1&s=5');
    expect(first.stockHistoryList.map((row: { reason: string }) => row.reason)).toEqual([
      '입고 12',
      '입고 11',
      '입고 10',
      '입고 9',
      '입고 8',
    ]);
    expect(first.pageInfo).toEqual({
      currentPageNumber: 1,
      leftPageNumber: 1,
      rightPageNumber: 3,
      totalPages: 3,
    });
    const last = await history(product.seq, '?p=3&s=5');
    expect(last.stockHistoryList.map((row: { stockAfter: number }) => row.stockAfter)).toEqual([
      3, 1,
    ]);
    const byDefault = await history(product.seq);
    expect(byDefault.stockHistoryList).toHaveLength(10);
    expect(byDefault.pageInfo.totalPages).toBe(2);
    expect((await history(product.seq, '?p=9')).stockHistoryList).toEqual([]);
    const tooLarge = await t.app.inject({
      method: 'GET',
      url: `/api/product/${product.seq}/stock/history?s=51`,
      headers: admin,
    });
    expect(tooLarge.statusCode).toBe(400);
  });
});
