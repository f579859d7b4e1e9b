import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { startFakeKakaoPay, type FakeKakaoPay } from '../../test-support/fake-kakaopay.mjs';
import type { Database } from '../db/client';
import type { Clock } from '../platform/clock';
import { payments } from '../db/schema';
import { createListing, readStock } from './catalogue-factories';
import { signInNewMember } from './factories';
import { form, sendForm } from './multipart';
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

type Headers = Record<string, string>;

export type PurchaseTestApp = TestApp & {
  kakao: FakeKakaoPay;
  kit: ReturnType<typeof purchaseKit>;
  /** Bearer headers of a signed-in administrator and of a member who buys. */
  admin: Headers;
  buyer: Headers;
};

/**
 * The file's purchase test app (see createPurchaseTestApp) with its kit, a signed-in administrator
 * and a buyer named `buyerName`: built before the file's tests and closed after them.
 */
export function usePurchaseTestApp(
  options: { env?: Record<string, string>; clock?: Clock; buyerName?: string } = {},
): PurchaseTestApp {
  const shop = {} as PurchaseTestApp;
  beforeAll(async () => {
    const { clock } = options;
    const { t, kakao } = await createPurchaseTestApp(options.env, clock ? { clock } : {});
    Object.assign(shop, t, { kakao, kit: purchaseKit(t, kakao) });
    shop.admin = await signInNewMember(t, { admin: true });
    shop.buyer = await signInNewMember(t, { name: options.buyerName ?? '구매자' });
  });
  afterAll(() => shop.close());
  return shop;
}

/**
 * An administrator's save of order `seq` in `state` (any move the board allows), with the courier
 * and tracking number 배송중 needs.
 */
export function moveOrderAsAdmin(shop: PurchaseTestApp, seq: number, state: string) {
  const body = form({
    state,
    request: '',
    deliveryCode: '04',
    deliveryCompany: 'CJ대한통운',
    tracking: '6892-1234-5678',
  });
  return sendForm(shop.app, 'PUT', `/api/order/modify/${seq}`, body, shop.admin);
}

/** Asks the payment provider for a payment (ready), as the holder of `headers`. */
export const readyPayment = (app: FastifyInstance, headers: Headers, body: object) =>
  app.inject({ method: 'POST', url: '/api/kakaopay/ready', headers, payload: body });

/** The page the provider sends the payer back to calls approve with the provider's token. */
export const approvePayment = (
  app: FastifyInstance,
  headers: Headers,
  payment: { tid: string; pgToken: string },
) =>
  app.inject({
    method: 'GET',
    url: `/api/kakaopay/approve?pg_token=${payment.pgToken}&tid=${payment.tid}`,
    headers,
  });

/** Posts the order screen's pending order for a paid payment, as the holder of `headers`. */
export const postOrder = (app: FastifyInstance, headers: Headers, body: object) =>
  app.inject({ method: 'POST', url: '/api/buy', headers, payload: body });

/** The payer's button on the demo provider's page (no KakaoPay key): approve, or leave. */
export const answerDemoPage = (app: FastifyInstance, tid: string, action: 'approve' | 'cancel') =>
  app.inject({
    method: 'POST',
    url: `/api/kakaopay/demo/${tid}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });

/**
 * The purchase as the browser makes it, against a test app wired to the fake KakaoPay (with
 * PUBLIC_URL http://shop.test): a listing to buy, the pending order the order screen posts,
 * ready -> the customer approves -> approve, and the units left.
 */
export function purchaseKit(t: TestApp, kakao: FakeKakaoPay) {
  async function listing(
    values: { stock?: number; quantity?: number; salePrice?: number; deliveryFee?: number } = {},
  ) {
    return createListing(t.ctx, {
      product: { stock: values.stock ?? 10 },
      sale: {
        quantity: values.quantity ?? 5,
        salePrice: values.salePrice ?? 12000,
        deliveryFee: values.deliveryFee ?? 3000,
      },
    });
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

  const ready = (headers: Headers, body: object) => readyPayment(t.app, headers, body);
  const buy = (headers: Headers, body: object) => postOrder(t.app, headers, body);

  /** ready -> the customer approves at (fake) KakaoPay -> approve. Answers the tid and pg_token. */
  async function pay(headers: Record<string, string>, body: Record<string, unknown>) {
    const readied = await ready(headers, body);
    expect(readied.statusCode, readied.body).toBe(200);
    const { tid, next_redirect_pc_url } = readied.json();
    expect(next_redirect_pc_url).toContain(kakao.url);
    const location = await kakao.customer(tid, 'approve');
    expect(location).toMatch(/^http:\/\/shop\.test\/payment\/success\?pg_token=/);
    const pgToken = new URL(location!).searchParams.get('pg_token')!;
    const approve = await approvePayment(t.app, headers, { tid, pgToken });
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
    const bought = await buy(headers, pending(sale, tid, count));
    expect(bought.statusCode, bought.body).toBe(200);
    return { tid, orderSeq: bought.json().orderSeq as number, orderNo: bought.json().orderNo };
  }

  const stockOf = (productSeq: number, saleSeq: number) => readStock(t.db, productSeq, saleSeq);

  return { listing, pending, ready, buy, pay, order, stockOf };
}

/** The payment row of `tid`, as the ledger keeps it. */
export async function findPaymentForTest(db: Database, tid: string) {
  const [row] = await db.select().from(payments).where(eq(payments.tid, tid));
  if (!row) throw new Error(`no payment ${tid}`);
  return row;
}

/**
 * A payment approved at `approvedAt` for `purpose`, written behind the API's back, by the member
 * of the shop's first payment: `name` keeps its tid and partner order id apart.
 */
export async function insertApprovedPayment(
  db: Database,
  payment: { name: string; purpose: string; totalAmount: number; approvedAt: Date },
) {
  const [member] = await db.select({ seq: payments.memberSeq }).from(payments).limit(1);
  const { name, purpose, totalAmount, approvedAt } = payment;
  const [row] = await db
    .insert(payments)
    .values({
      tid: `T-${name}`,
      provider: 'demo',
      partnerOrderId: `PO-${name}`,
      memberSeq: member!.seq,
      itemName: purpose,
      quantity: 1,
      totalAmount,
      purpose,
      status: 'APPROVED',
      approvedAt,
      expiresAt: approvedAt,
    })
    .returning({ seq: payments.seq });
  return row!.seq;
}
