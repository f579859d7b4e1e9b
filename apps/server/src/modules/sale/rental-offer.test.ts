import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysYymmdd, toYymmdd } from '@store/contract';
import {
  SAMPLE_OFFER,
  SAMPLE_OFFER_SETTINGS,
  SAMPLE_SALE_PRICE,
} from '@store/contract/testing/sale-offer';
import { orders, rentals, sales } from '../../db/schema';
import { createListing, type createSale } from '../../testing/catalogue-factories';
import { form, saveListingForm, sendForm } from '../../testing/multipart';
import { findPaymentForTest, usePurchaseTestApp } from '../../testing/purchases';
import { expectFieldErrors, getJson } from '../../testing/requests';

/** Real time unless a test sets a day (the rental's start is the day of delivery in Korea). */
const clock = { at: null as Date | null, now: () => clock.at ?? new Date() };

const t = usePurchaseTestApp({ clock, buyerName: '대여자' });

/** A listing of 30,000 won a month: 90 days at its own price, 180 pro rata, a deposit, buyable. */
async function offeredListing(values: Parameters<typeof createSale>[2] = {}) {
  return createListing(t.ctx, {
    product: { stock: 10 },
    sale: {
      quantity: 5,
      salePrice: SAMPLE_SALE_PRICE,
      deliveryFee: 3_000,
      ...SAMPLE_OFFER_SETTINGS,
      ...values,
    },
  });
}

/** Pays `amount` for an order of `sale` and posts it; answers the buy reply. */
async function payAndBuy(
  sale: { seq: number; saleNo: string; title: string },
  amount: number,
  choice: { orderType?: 'RENT' | 'BUY'; rentalPeriod?: number; count?: number },
) {
  const count = choice.count ?? 1;
  const { tid, approve } = await t.kit.pay(t.buyer, {
    itemName: sale.title,
    quantity: count,
    totalAmount: amount,
    saleSeq: sale.seq,
    orderType: choice.orderType ?? 'RENT',
    ...(choice.rentalPeriod === undefined ? {} : { rentalPeriod: choice.rentalPeriod }),
  });
  expect(approve.statusCode, approve.body).toBe(200);
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/buy',
    headers: t.buyer,
    payload: t.kit.pending(sale, tid, count, {
      orderType: choice.orderType ?? 'RENT',
      rentalPeriod: choice.rentalPeriod,
    }),
  });
  return { tid, bought };
}

const ready = (body: Record<string, unknown>) => t.kit.ready(t.buyer, body);

const setOrderState = (seq: number, process: string) =>
  sendForm(t.app, 'PUT', '/api/order/state/update', form({ seq, process }), t.admin);

describe("a listing's offer", () => {
  it('shows every period with its rent, the deposit, the late fee and the purchase price', async () => {
    const { sale } = await offeredListing();
    const detail = await getJson(t.app, `/api/sale/detail/${sale.seq}`);
    expect(detail.offer).toEqual(SAMPLE_OFFER);
    // The settings are the administrators' (the public detail is cached for everyone).
    expect(detail.offerSettings).toBeUndefined();
    const asAdmin = await getJson(t.app, `/api/sale/detail/${sale.seq}`, t.admin);
    expect(asAdmin.offerSettings).toEqual(SAMPLE_OFFER_SETTINGS);
    const list = await getJson(t.app, `/api/sale/list?q=${encodeURIComponent(sale.title)}`);
    expect(list.saleList[0]).toMatchObject({ purchasePrice: 500_000, rentable: true });
  });

  it('is set by the listing form, and refused field by field in Korean without a change', async () => {
    const listing = await offeredListing();
    const { sale } = listing;
    const fields = {
      title: sale.title,
      quantity: 5,
      salePrice: 30_000,
      deliveryFee: 3_000,
      content: '설명',
    };
    const modify = (changes: Parameters<typeof form>[0]) =>
      saveListingForm(t.app, t.admin, listing, { ...fields, ...changes });
    const badOffer = {
      rentalPeriods: [30, 45],
      deposit: -1,
      lateFeePerDay: 2_000,
      lateFeeCap: 1_500,
    };
    await expectFieldErrors(modify(badOffer), {
      rentalPeriods: '알 수 없는 대여 기간입니다.',
      deposit: '금액은 0원 이상이어야 합니다.',
      lateFeeCap: '연체료 상한은 하루 연체료 이상이어야 합니다.',
    });
    await expectFieldErrors(modify({ rentalPeriods: '', purchasePrice: '' }), {
      rentalPeriods: '대여 기간을 고르거나 구매가를 입력해주세요.',
    });
    const unchanged = await getJson(t.app, `/api/sale/detail/${sale.seq}`, t.admin);
    expect(unchanged.offerSettings.deposit).toBe(50_000);

    const saved = await modify({
      rentalPeriods: [30, 360],
      rentalPrice360: 300_000,
      rentalPrice90: 1,
      purchasePrice: '',
      deposit: '',
      lateFeePerDay: 1_500,
      lateFeeCap: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = await getJson(t.app, `/api/sale/detail/${sale.seq}`, t.admin);
    expect(detail.offerSettings).toEqual({
      rentalPeriods: [30, 360],
      rentalPrices: { 360: 300_000 },
      purchasePrice: null,
      deposit: 0,
      lateFeePerDay: 1_500,
      lateFeeCap: null,
    });
    expect(detail.offer).toMatchObject({ lateFeePerDay: 1_500, lateFeeCap: 45_000 });
  });

  it("is kept by an edit from the specification's own form, which does not send it", async () => {
    const listing = await offeredListing();
    const { sale } = listing;
    const saved = await saveListingForm(t.app, t.admin, listing, {
      title: '제목만 바꿈',
      quantity: 5,
      salePrice: 30_000,
      deliveryFee: 3_000,
      content: '설명',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = await getJson(t.app, `/api/sale/detail/${sale.seq}`, t.admin);
    expect(detail.title).toBe('제목만 바꿈');
    expect(detail.offerSettings).toMatchObject({ rentalPrices: { 90: 81_000 }, deposit: 50_000 });
  });
});

describe('ordering by the offer', () => {
  it("charges the period's rent, the deposit and delivery, and rents from delivery", async () => {
    const { sale } = await offeredListing();
    // 2 units for 90 days: 81,000 x 2 + 3,000 delivery + 50,000 x 2 deposit.
    const wrong = await ready({
      itemName: sale.title,
      quantity: 2,
      totalAmount: 30_000 * 2 + 3_000,
      saleSeq: sale.seq,
      rentalPeriod: 90,
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('PRICE_CHANGED');

    const { bought } = await payAndBuy(sale, 265_000, { rentalPeriod: 90, count: 2 });
    expect(bought.statusCode, bought.body).toBe(200);
    const order = await getJson(t.app, `/api/order/detail/${bought.json().orderSeq}`, t.buyer);
    expect(order).toMatchObject({
      orderType: 'RENT',
      rentalPeriod: 90,
      prodPrice: 81_000,
      totProdPrice: 162_000,
      deliveryFee: 3_000,
      deposit: 100_000,
      totalPrice: 265_000,
    });

    const rentalOf = async () =>
      (await getJson(t.app, '/api/rental/list', t.buyer)).rentalList.find(
        (rental: { rentalNo: string }) => rental.rentalNo === bought.json().rentalNo,
      );
    const waiting = await rentalOf();
    expect(waiting).toMatchObject({ state: '대여 대기', startDttm: '', endDttm: '' });
    // Nothing to extend or return before it has arrived.
    const extend = await t.app.inject({
      method: 'GET',
      url: `/api/rental/renew/finish/${waiting.seq}?period=30`,
      headers: t.buyer,
    });
    expect(extend.statusCode).toBe(409);
    expect(extend.json().code).toBe('RENTAL_WRONG_STATE');

    // Delivered 23 hours after payment (the next day in Korea but for the first hour of a day).
    const deliveredAt = new Date(Date.now() + 23 * 60 * 60 * 1000);
    clock.at = deliveredAt;
    try {
      const delivered = await setOrderState(bought.json().orderSeq, 'D.CPLT');
      expect(delivered.statusCode, delivered.body).toBe(200);
    } finally {
      clock.at = null;
    }
    const start = toYymmdd(deliveredAt);
    expect(await rentalOf()).toMatchObject({
      state: '대여중',
      startDttm: start,
      endDttm: addDaysYymmdd(start, 90),
    });
  });

  it('sells a buyable listing outright without a rental or a deposit', async () => {
    const { sale } = await offeredListing();
    const { bought } = await payAndBuy(sale, 503_000, { orderType: 'BUY' });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().rentalNo).toBe('');
    const [order] = await t.db.select().from(orders).where(eq(orders.seq, bought.json().orderSeq));
    expect(order).toMatchObject({
      orderType: 'BUY',
      rentalPeriod: 0,
      deposit: 0,
      totalPrice: 503_000,
    });
    const made = await t.db.select().from(rentals).where(eq(rentals.orderSeq, order!.seq));
    expect(made).toEqual([]);
  });

  it('refuses a period the listing does not offer, or buying a rent-only listing, before paying', async () => {
    const { sale } = await offeredListing({ purchasePrice: null });
    const period = await ready({
      itemName: sale.title,
      quantity: 1,
      totalAmount: 360_000 + 3_000 + 50_000,
      saleSeq: sale.seq,
      rentalPeriod: 360,
    });
    expect(period.statusCode).toBe(409);
    expect(period.json().code).toBe('NOT_OFFERED');
    const buy = await ready({
      itemName: sale.title,
      quantity: 1,
      totalAmount: 3_000,
      saleSeq: sale.seq,
      orderType: 'BUY',
    });
    expect(buy.statusCode).toBe(409);
    expect(buy.json().code).toBe('NOT_OFFERED');
  });

  it('gives the money back when the offer changed between payment and order', async () => {
    const { sale } = await offeredListing();
    const { tid, approve } = await t.kit.pay(t.buyer, {
      itemName: sale.title,
      quantity: 1,
      totalAmount: 503_000,
      saleSeq: sale.seq,
      orderType: 'BUY',
    });
    expect(approve.statusCode).toBe(200);
    await t.db.update(sales).set({ purchasePrice: null }).where(eq(sales.seq, sale.seq));
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/buy',
      headers: t.buyer,
      payload: t.kit.pending(sale, tid, 1, { orderType: 'BUY' }),
    });
    expect(bought.statusCode).toBe(409);
    expect(bought.json().code).toBe('NOT_OFFERED');
    await t.ctx.jobs.drain();
    expect(t.kakao.payments.get(tid)).toMatchObject({
      status: 'CANCEL_PAYMENT',
      canceled: 503_000,
    });
    expect((await findPaymentForTest(t.db, tid)).status).toBe('CANCELLED');
  });
});
