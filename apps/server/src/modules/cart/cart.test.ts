// The cart, its one payment for many lines, and the units it holds while the member pays.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentLines, rentals } from '../../db/schema';
import { runStoreJobsAt } from '../../jobs/store-jobs';
import { createListing, type createSale } from '../../testing/catalogue-factories';
import { signInNewMember } from '../../testing/factories';
import { form } from '../../testing/multipart';
import { findPaymentForTest, usePurchaseTestApp } from '../../testing/purchases';

const t = usePurchaseTestApp();

/**
 * A listing of 12,000 won a month (30 days), 3,000 won delivery, offering 30 and 90 days,
 * optionally for sale outright and with a deposit.
 */
async function listing(values: Parameters<typeof createSale>[2] = {}, stock = 10) {
  return createListing(t.ctx, {
    product: { stock },
    sale: { quantity: 5, rentalPeriods: [30, 90], ...values },
  });
}

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function addLine(headers: Record<string, string>, body: Record<string, unknown>) {
  const reply = await call(headers, 'POST', '/api/cart', body);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().cartSeq as number;
}

/** A line renting `count` units of `sale` for `days` days; answers its seq. */
const addRentalLine = (
  headers: Record<string, string>,
  sale: { seq: number },
  days: number,
  count: number,
) => addLine(headers, { saleSeq: sale.seq, orderType: 'RENT', rentalPeriod: days, count });

const cartOf = async (headers: Record<string, string>) =>
  (await call(headers, 'GET', '/api/cart')).json().lines as {
    cartSeq: number;
    saleSeq: number;
    count: number;
    status: string;
    statusName: string;
    available: number;
    unitPrice: number | null;
    addedUnitPrice: number;
    total: number | null;
  }[];

const delivery = {
  recipient: '김대여',
  phone: '010-2345-6789',
  post: '06236',
  addr: '서울 강남구 테헤란로 152',
  addrDetail: '12층',
  request: '경비실에 맡겨주세요.',
};

/** Readies the lines' payment, approves it at the fake KakaoPay, and answers the tid. */
async function payFor(headers: Record<string, string>, cartSeqs: number[], totalAmount: number) {
  const ready = await call(headers, 'POST', '/api/cart/ready', { cartSeqs, totalAmount });
  expect(ready.statusCode, ready.body).toBe(200);
  const { tid } = ready.json();
  const location = await t.kakao.customer(tid, 'approve');
  expect(location).toMatch(/^http:\/\/shop\.test\/cart\/paid\?pg_token=/);
  const pgToken = new URL(location!).searchParams.get('pg_token')!;
  const approve = await call(
    headers,
    'GET',
    `/api/kakaopay/approve?pg_token=${pgToken}&tid=${tid}`,
  );
  expect(approve.statusCode, approve.body).toBe(200);
  return tid as string;
}

describe('cart lines', () => {
  it('refuses a line field by field: listing, mode, period, count above the units left', async () => {
    const member = await signInNewMember(t);
    const { sale } = await listing({ quantity: 2, purchasePrice: null });
    const refusal = async (body: Record<string, unknown>) => {
      const reply = await call(member, 'POST', '/api/cart', body);
      expect(reply.statusCode).toBe(400);
      return reply.json().fieldErrors as Record<string, string>;
    };
    expect(
      await refusal({ saleSeq: 999_999, orderType: 'RENT', rentalPeriod: 30, count: 1 }),
    ).toEqual({ saleSeq: '판매 중인 상품이 아닙니다.' });
    expect(await refusal({ saleSeq: sale.seq, orderType: 'BUY', count: 1 })).toEqual({
      orderType: '구매할 수 없는 상품입니다. 대여를 선택해주세요.',
    });
    expect(
      await refusal({ saleSeq: sale.seq, orderType: 'RENT', rentalPeriod: 180, count: 1 }),
    ).toEqual({ rentalPeriod: '이 상품이 제공하지 않는 대여 기간입니다.' });
    expect(
      await refusal({ saleSeq: sale.seq, orderType: 'RENT', rentalPeriod: 30, count: 3 }),
    ).toEqual({ count: '주문할 수 있는 수량은 2개입니다.' });
    expect(await refusal({ saleSeq: sale.seq, orderType: 'RENT', count: 1 })).toEqual({
      rentalPeriod: '대여 기간을 선택해주세요.',
    });
    expect(await cartOf(member)).toEqual([]);
  });

  it('adds to the same line, counts what the cart holds against the units, and shows changes', async () => {
    const member = await signInNewMember(t);
    const { sale } = await listing({ quantity: 3 });
    const first = await addRentalLine(member, sale, 30, 1);
    const again = await addRentalLine(member, sale, 30, 2);
    expect(again).toBe(first);
    const over = await call(member, 'POST', '/api/cart', {
      saleSeq: sale.seq,
      orderType: 'RENT',
      rentalPeriod: 30,
      count: 1,
    });
    expect(over.json().fieldErrors).toEqual({ count: '주문할 수 있는 수량은 3개입니다.' });
    expect(await cartOf(member)).toMatchObject([
      {
        cartSeq: first,
        count: 3,
        status: 'OK',
        unitPrice: 12000,
        total: 39000,
        // The terms the checkout shows before the member agrees: one day's rent a day, 30 at most.
        terms: { deposit: 0, purchasePrice: null, lateFeePerDay: 400, lateFeeCap: 12000 },
      },
    ]);

    // The shop raises the price and sells two units elsewhere: the line says both.
    await t.db.execute(`update sale set sale_price = 15000, quantity = 1 where seq = ${sale.seq}`);
    expect(await cartOf(member)).toMatchObject([
      {
        cartSeq: first,
        status: 'NOT_ENOUGH',
        statusName: '수량 부족',
        available: 1,
        unitPrice: 15000,
        addedUnitPrice: 12000,
      },
    ]);
    await t.db.execute(`update sale set quantity = 0 where seq = ${sale.seq}`);
    expect((await cartOf(member))[0]).toMatchObject({ status: 'SOLD_OUT', statusName: '품절' });
    await t.db.execute(`update sale set del_yn = true where seq = ${sale.seq}`);
    expect((await cartOf(member))[0]).toMatchObject({ status: 'GONE', unitPrice: null });
  });

  it("keeps each member's cart their own", async () => {
    const owner = await signInNewMember(t);
    const other = await signInNewMember(t);
    const { sale } = await listing();
    const line = await addRentalLine(owner, sale, 30, 1);
    const change = await call(other, 'PUT', `/api/cart/${line}`, {
      orderType: 'RENT',
      rentalPeriod: 90,
      count: 1,
    });
    expect(change.statusCode).toBe(404);
    await call(other, 'POST', '/api/cart/remove', { cartSeqs: [line] });
    const paying = await call(other, 'POST', '/api/cart/ready', {
      cartSeqs: [line],
      totalAmount: 15000,
    });
    expect(paying.statusCode).toBe(404);
    expect(await cartOf(owner)).toHaveLength(1);
    expect(await cartOf(other)).toEqual([]);
    expect((await call(owner, 'GET', '/api/cart/counts')).json()).toEqual({
      cart: 1,
      want: 0,
    });
  });
});

describe('one payment for the cart', () => {
  it('pays a purchase and two rentals of different periods at once: three orders, two rentals', async () => {
    const member = await signInNewMember(t, { name: '장바구니' });
    const bought = await listing({ purchasePrice: 200_000, deliveryFee: 0 });
    const month = await listing({ deposit: 50_000 });
    const quarter = await listing({ salePrice: 20_000, deliveryFee: 2500 });
    const lines = [
      await addLine(member, { saleSeq: bought.sale.seq, orderType: 'BUY', count: 1 }),
      await addRentalLine(member, month.sale, 30, 2),
      await addRentalLine(member, quarter.sale, 90, 1),
    ];
    // 200,000; 2 x 12,000 + 3,000 + 2 x 50,000 deposit; 60,000 (90 days of 20,000) + 2,500.
    const total = 200_000 + 127_000 + 62_500;
    const wrong = await call(member, 'POST', '/api/cart/ready', {
      cartSeqs: lines,
      totalAmount: total - 1,
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('PRICE_CHANGED');

    const tid = await payFor(member, lines, total);
    expect(t.kakao.payments.get(tid)).toMatchObject({
      total,
      item_name: expect.stringMatching(/ 외 2건$/),
    });
    const placed = await call(member, 'POST', '/api/cart/order', { tid, ...delivery });
    expect(placed.statusCode, placed.body).toBe(200);
    const reply = placed.json();
    expect(reply.totalAmount).toBe(total);
    expect(reply.message.text).toBe('3건의 주문이 완료되었습니다.');
    expect(
      reply.orders.map((o: Record<string, unknown>) => [o.orderType, o.rentalPeriod, o.totalPrice]),
    ).toEqual([
      ['BUY', 0, 200_000],
      ['RENT', 30, 127_000],
      ['RENT', 90, 62_500],
    ]);
    expect(reply.orders[0].rentalNo).toBe('');
    expect(reply.orders[1].rentalNo).toMatch(/^RT\d{13}$/);
    expect(reply.orders[2].rentalNo).toMatch(/^RT\d{13}$/);

    const detail = (
      await call(member, 'GET', `/api/order/detail/${reply.orders[1].orderSeq}`)
    ).json();
    expect(detail).toMatchObject({
      state: 'P.CPLT',
      recipient: '김대여',
      prodPrice: 12000,
      orderCount: 2,
      deposit: 100_000,
      totalPrice: 127_000,
    });
    const rentalRows = await t.db
      .select()
      .from(rentals)
      .where(eq(rentals.orderSeq, reply.orders[2].orderSeq));
    expect(rentalRows).toHaveLength(1);
    expect(rentalRows[0]!.rentalNo).toBe(reply.orders[2].rentalNo);
    // The ordered lines left the cart; the units were held at ready and kept by the orders.
    expect(await cartOf(member)).toEqual([]);
    expect(await t.kit.stockOf(month.product.seq, month.sale.seq)).toEqual({
      stock: 8,
      quantity: 3,
    });

    // Asking again (a reload of the paid page) answers the same orders and changes nothing.
    const again = await call(member, 'POST', '/api/cart/order', { tid, ...delivery });
    expect(again.json().orders).toEqual(reply.orders);
    expect(await t.kit.stockOf(month.product.seq, month.sale.seq)).toEqual({
      stock: 8,
      quantity: 3,
    });

    // Cancelling one order refunds that order's share only, by a partial cancel at KakaoPay.
    const cancel = await call(member, 'PATCH', '/api/order/cancel', {
      orderManageSeq: reply.orders[2].orderSeq,
      cancelBy: '구매자',
      memo: '마음이 바뀌었어요',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const body = form({ state: 'C.CPLT', request: '' });
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/order/modify/${reply.orders[2].orderSeq}`,
      headers: { ...t.admin, ...body.headers },
      payload: body.payload,
    });
    expect(done.statusCode, done.body).toBe(200);
    await runStoreJobsAt(t.ctx, () => new Date());
    const cancels = t.kakao.calls.filter((c) => c.path === 'cancel' && c.body.tid === tid);
    expect(cancels.map((c) => Number(c.body.cancel_amount))).toEqual([62_500]);
    expect(await findPaymentForTest(t.db, tid)).toMatchObject({
      status: 'PARTIALLY_CANCELLED',
      cancelledAmount: 62_500,
    });
    expect(await t.kit.stockOf(quarter.product.seq, quarter.sale.seq)).toEqual({
      stock: 10,
      quantity: 5,
    });
  });

  it('does not order lines that cannot be ordered, nor pay for another payment', async () => {
    const member = await signInNewMember(t);
    const { sale } = await listing({ quantity: 1 });
    const line = await addRentalLine(member, sale, 30, 1);
    await t.db.execute(`update sale set quantity = 0 where seq = ${sale.seq}`);
    const ready = await call(member, 'POST', '/api/cart/ready', {
      cartSeqs: [line],
      totalAmount: 15000,
    });
    expect(ready.statusCode).toBe(409);
    expect(ready.json().code).toBe('CART_LINE_UNAVAILABLE');

    // A single listing's payment is not a cart's, and the other way round.
    const single = await listing();
    const { tid } = await t.kit.pay(member, {
      itemName: single.sale.title,
      quantity: 1,
      totalAmount: 15000,
      saleSeq: single.sale.seq,
      rentalPeriod: 30,
    });
    const misused = await call(member, 'POST', '/api/cart/order', { tid, ...delivery });
    expect(misused.statusCode).toBe(404);
  });
});

describe('units held while the member pays', () => {
  it('holds the last unit for the payer, refuses a concurrent buyer, and gives it back on expiry', async () => {
    const payer = await signInNewMember(t);
    const late = await signInNewMember(t);
    const { product, sale } = await listing({ quantity: 1 });
    const line = await addRentalLine(payer, sale, 30, 1);
    const otherLine = await addRentalLine(late, sale, 30, 1);
    // Both pay for the last unit at the same moment: one gets it, the other is told at once.
    const [a, b] = await Promise.all([
      call(payer, 'POST', '/api/cart/ready', { cartSeqs: [line], totalAmount: 15000 }),
      call(late, 'POST', '/api/cart/ready', { cartSeqs: [otherLine], totalAmount: 15000 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    const loser = a.statusCode === 200 ? b : a;
    expect(loser.json().code).toMatch(/^(UNITS_UNAVAILABLE|CART_LINE_UNAVAILABLE)$/);
    expect(await t.kit.stockOf(product.seq, sale.seq)).toEqual({ stock: 9, quantity: 0 });

    // The single-listing order screen is refused too, before anyone pays.
    const single = await call(late, 'POST', '/api/kakaopay/ready', {
      itemName: sale.title,
      quantity: 1,
      totalAmount: 15000,
      saleSeq: sale.seq,
      rentalPeriod: 30,
    });
    expect(single.statusCode).toBe(409);
    expect(single.json().code).toBe('UNITS_UNAVAILABLE');

    // Fourteen minutes later the hold still stands; after fifteen the unit is back on sale.
    const { tid } = winner.json();
    const readyAt = Date.now();
    await runStoreJobsAt(t.ctx, () => new Date(readyAt + 14 * 60_000));
    expect(await t.kit.stockOf(product.seq, sale.seq)).toEqual({ stock: 9, quantity: 0 });
    await runStoreJobsAt(t.ctx, () => new Date(readyAt + 16 * 60_000));
    expect(await t.kit.stockOf(product.seq, sale.seq)).toEqual({ stock: 10, quantity: 1 });
    expect(await findPaymentForTest(t.db, tid)).toMatchObject({
      status: 'FAILED',
      failureCode: 'EXPIRED',
    });
    const [held] = await t.db
      .select({ holdState: paymentLines.holdState })
      .from(paymentLines)
      .where(eq(paymentLines.paymentSeq, (await findPaymentForTest(t.db, tid)).seq));
    expect(held!.holdState).toBe('RELEASED');
    // Run again: nothing is given back twice.
    await runStoreJobsAt(t.ctx, () => new Date(readyAt + 30 * 60_000));
    expect(await t.kit.stockOf(product.seq, sale.seq)).toEqual({ stock: 10, quantity: 1 });
  });

  it('gives the units back at once when the payer cancels at KakaoPay', async () => {
    const member = await signInNewMember(t);
    const { product, sale } = await listing({ quantity: 2 });
    const line = await addRentalLine(member, sale, 30, 2);
    const ready = await call(member, 'POST', '/api/cart/ready', {
      cartSeqs: [line],
      totalAmount: 27000,
    });
    const { tid } = ready.json();
    expect(await t.kit.stockOf(product.seq, sale.seq)).toEqual({ stock: 8, quantity: 0 });
    const location = await t.kakao.customer(tid, 'cancel');
    expect(location).toBe('http://shop.test/cart/list?payment=cancel');
    const quit = await call(member, 'POST', '/api/kakaopay/quit', { tid });
    expect(quit.statusCode).toBe(200);
    expect(await t.kit.stockOf(product.seq, sale.seq)).toEqual({ stock: 10, quantity: 2 });
    // The line is still in the cart to try again; the quit payment cannot be approved any more.
    expect(await cartOf(member)).toHaveLength(1);
    expect((await findPaymentForTest(t.db, tid)).status).toBe('FAILED');
    const stranger = await signInNewMember(t);
    expect((await call(stranger, 'POST', '/api/kakaopay/quit', { tid })).statusCode).toBe(404);
  });

  it('an approved payment whose order never comes is refunded and its units released', async () => {
    const member = await signInNewMember(t);
    const { product, sale } = await listing({ quantity: 1 });
    const line = await addRentalLine(member, sale, 30, 1);
    const tid = await payFor(member, [line], 15000);
    const paidAt = Date.now();
    // Past the hold's fifteen minutes the unit stays the payer's: the money is there.
    await runStoreJobsAt(t.ctx, () => new Date(paidAt + 9 * 60_000));
    expect(await t.kit.stockOf(product.seq, sale.seq)).toEqual({ stock: 9, quantity: 0 });
    await runStoreJobsAt(t.ctx, () => new Date(paidAt + 11 * 60_000));
    expect(await t.kit.stockOf(product.seq, sale.seq)).toEqual({ stock: 10, quantity: 1 });
    expect(t.kakao.calls.filter((c) => c.path === 'cancel' && c.body.tid === tid)).toHaveLength(1);
  });
});

describe('wish list and restock notices', () => {
  it('hearts a listing once, lists it with its prices and units, and records a restock notice', async () => {
    const member = await signInNewMember(t);
    const payer = await signInNewMember(t);
    const { sale } = await listing({ quantity: 1, purchasePrice: 300_000 });
    // Another member's payment holds the last unit: the listing is sold out while they pay.
    const line = await addLine(payer, {
      saleSeq: sale.seq,
      orderType: 'BUY',
      count: 1,
    });
    const { tid } = (
      await call(payer, 'POST', '/api/cart/ready', { cartSeqs: [line], totalAmount: 303_000 })
    ).json();

    expect((await call(member, 'PUT', `/api/want/${sale.seq}`)).statusCode).toBe(200);
    expect((await call(member, 'PUT', `/api/want/${sale.seq}`)).statusCode).toBe(200);
    expect((await call(member, 'PUT', '/api/want/999999')).statusCode).toBe(404);
    expect((await call(member, 'GET', '/api/want/saleSeqs')).json()).toEqual({
      saleSeqs: [sale.seq],
    });
    expect((await call(member, 'GET', '/api/want')).json().items).toMatchObject([
      { saleSeq: sale.seq, salePrice: 12000, purchasePrice: 300_000, available: 0, onSale: true },
    ]);
    expect((await call(member, 'GET', '/api/cart/counts')).json()).toEqual({ cart: 0, want: 1 });
    const notices = async () =>
      (
        (await t.db.execute(
          `select member_seq, quantity from restock_notice where sale_seq = ${sale.seq}`,
        )) as unknown as { rows: { quantity: number }[] }
      ).rows;
    expect(await notices()).toEqual([]);

    // The payer gives up: the unit is back, and a notice waits for the member who wished it.
    expect((await call(payer, 'POST', '/api/kakaopay/quit', { tid })).statusCode).toBe(200);
    expect(await notices()).toMatchObject([{ quantity: 1 }]);

    expect((await call(member, 'DELETE', `/api/want/${sale.seq}`)).statusCode).toBe(200);
    expect((await call(member, 'GET', '/api/want')).json().items).toEqual([]);
  });
});

describe('saved delivery addresses', () => {
  const address = (label: string, isDefault = false) => ({ label, ...delivery, isDefault });

  it('keeps one default, moves it when it is deleted, and keeps them to their owner', async () => {
    const member = await signInNewMember(t);
    const other = await signInNewMember(t);
    expect((await call(member, 'POST', '/api/address', address('집'))).statusCode).toBe(200);
    expect((await call(member, 'POST', '/api/address', address('회사', true))).statusCode).toBe(
      200,
    );
    const list = async () =>
      (await call(member, 'GET', '/api/address')).json().addresses as {
        seq: number;
        label: string;
        isDefault: boolean;
      }[];
    expect((await list()).map((a) => [a.label, a.isDefault])).toEqual([
      ['회사', true],
      ['집', false],
    ]);
    const office = (await list())[0]!.seq;
    expect((await call(other, 'DELETE', `/api/address/${office}`)).statusCode).toBe(404);
    expect((await call(member, 'DELETE', `/api/address/${office}`)).statusCode).toBe(200);
    expect((await list()).map((a) => [a.label, a.isDefault])).toEqual([['집', true]]);
    const bad = await call(member, 'POST', '/api/address', { ...address('x'), post: '1234' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['post']);
  });
});
