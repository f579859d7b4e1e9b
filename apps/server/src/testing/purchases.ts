import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { startFakeKakaoPay, type FakeKakaoPay } from '../../test-support/fake-kakaopay.mjs';
import type { Database } from '../db/client';
import type { Clock } from '../platform/clock';
import { payments } from '../db/schema';
import { createCategory, createProduct, createSale, readStock } from './catalogue-factories';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app wired to a fake KakaoPay of its own, as the shop at http://shop.test (where the
 * customer comes back to); closing the app stops the fake too.
 */
export async function createPurchaseTestApp(
  env: Record<string, string> = {},
  options: { clock?: Clock } = {},
): Promise<{ t: TestApp; kakao: FakeKakaoPay }> {
  const kakao = await startFakeKakaoPay();
  try {
    const t = await createTestApp({
      env: {
        ...env,
        KAKAOPAY_SECRET_KEY: kakao.secretKey,
        KAKAOPAY_API_BASE: kakao.url,
        PUBLIC_URL: 'http://shop.test',
      },
      ...options,
    });
    const close = async () => {
      await t.close();
      await kakao.close();
    };
    return { t: { ...t, close }, kakao };
  } catch (error) {
    await kakao.close();
    throw error;
  }
}

/**
 * The purchase as the browser makes it, against a test app wired to the fake KakaoPay (with
 * PUBLIC_URL http://shop.test): a listing to buy, the pending order the order screen posts,
 * ready -> the customer approves -> approve, and the units left.
 */
export function purchaseKit(t: TestApp, kakao: FakeKakaoPay) {
  async function listing(
    values: { stock?: number; quantity?: number; salePrice?: number; deliveryFee?: number } = {},
  ) {
    const category = await createCategory(t.ctx);
    const product = await createProduct(t.ctx, category.seq, { stock: values.stock ?? 10 });
    const sale = await createSale(t.ctx, product, {
      quantity: values.quantity ?? 5,
      salePrice: values.salePrice ?? 12000,
      deliveryFee: values.deliveryFee ?? 3000,
    });
    return { product, sale };
  }

  const pending = (
    sale: { saleNo: string },
    tid: string,
    orderCount = 1,
    extra: Record<string, unknown> = {},
  ) => ({
    tid,
    saleSaleNo: sale.saleNo,
    productNo: 'ignored',
    memberMemberId: 'someone-else',
    recipient: '홍길동',
    phone: '01012345678',
    post: '13494',
    addr: '경기 성남시 분당구 판교역로 235',
    addrDetail: '101동',
    request: '문 앞에 놓아주세요.',
    totalPrice: 1,
    deliveryFee: 0,
    totProdPrice: 1,
    prodPrice: 1,
    orderCount,
    rentalPeriod: 30,
    deliveryCode: null,
    deliveryCompany: null,
    tracking: null,
    ...extra,
  });

  /** ready -> the customer approves at (fake) KakaoPay -> approve. Answers the tid and pg_token. */
  async function pay(headers: Record<string, string>, body: Record<string, unknown>) {
    const ready = await t.app.inject({
      method: 'POST',
      url: '/api/kakaopay/ready',
      headers,
      payload: body,
    });
    expect(ready.statusCode, ready.body).toBe(200);
    const { tid, next_redirect_pc_url } = ready.json();
    expect(next_redirect_pc_url).toContain(kakao.url);
    const location = await kakao.customer(tid, 'approve');
    expect(location).toMatch(/^http:\/\/shop\.test\/payment\/success\?pg_token=/);
    const pgToken = new URL(location!).searchParams.get('pg_token')!;
    const approve = await t.app.inject({
      method: 'GET',
      url: `/api/kakaopay/approve?pg_token=${pgToken}&tid=${tid}`,
      headers,
    });
    return { tid: tid as string, pgToken, approve };
  }

  /** Pays for `count` units of `sale` and makes the order; answers the order's seq and the tid. */
  async function order(
    headers: Record<string, string>,
    sale: { seq: number; saleNo: string; title: string },
    count = 1,
    unitPrice = 12000,
    deliveryFee = 3000,
  ) {
    const { tid, approve } = await pay(headers, {
      itemName: sale.title,
      quantity: count,
      totalAmount: unitPrice * count + deliveryFee,
      saleSeq: sale.seq,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/buy',
      headers,
      payload: pending(sale, tid, count),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    return { tid, orderSeq: bought.json().orderSeq as number, orderNo: bought.json().orderNo };
  }

  const stockOf = (productSeq: number, saleSeq: number) => readStock(t.db, productSeq, saleSeq);

  return { listing, pending, pay, order, stockOf };
}

/** The payment row of `tid`, as the ledger keeps it. */
export async function findPaymentForTest(db: Database, tid: string) {
  const [row] = await db.select().from(payments).where(eq(payments.tid, tid));
  if (!row) throw new Error(`no payment ${tid}`);
  return row;
}
