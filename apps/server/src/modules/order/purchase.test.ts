import { describe, expect, it } from 'vitest';
import { signInNewMember } from '../../testing/factories';
import { runStoreJobsAt } from '../../jobs/store-jobs';
import { approvePayment, usePurchaseTestApp } from '../../testing/purchases';
import { expectFieldErrors, expectRefused } from '../../testing/requests';
import { findRentalOfOrder } from '../../testing/order-factories';

const t = usePurchaseTestApp();

const listing: typeof t.kit.listing = (...args) => t.kit.listing(...args);
const pending: typeof t.kit.pending = (...args) => t.kit.pending(...args);
const pay: typeof t.kit.pay = (...args) => t.kit.pay(...args);
const ready: typeof t.kit.ready = (...args) => t.kit.ready(...args);
const buy: typeof t.kit.buy = (...args) => t.kit.buy(...args);

/** The buyer pays `totalAmount` for `quantity` of the listing; `more` goes to the ready call too. */
const payFor = (sale: { title: string }, quantity: number, totalAmount: number, more = {}) =>
  pay(t.buyer, { itemName: sale.title, quantity, totalAmount, ...more });
const stockOf: typeof t.kit.stockOf = (...args) => t.kit.stockOf(...args);

describe('buying with KakaoPay', () => {
  it('goes from ready to approve to an order with its rental, taking the stock', async () => {
    const { product, sale } = await listing({ stock: 10, quantity: 5 });
    // 90 days of a 12,000 won a month listing: 36,000 won a unit, 2 units and 3,000 delivery.
    const { tid, approve } = await payFor(sale, 2, 75000, { saleSeq: sale.seq, rentalPeriod: 90 });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({
      itemName: sale.title,
      amount: { total: 75000 },
      paymentMethodType: 'MONEY',
    });
    const readyCall = t.kakao.calls.find(
      (call) =>
        call.path === 'ready' &&
        t.kakao.payments.get(tid)?.partner_order_id === call.body.partner_order_id,
    )!;
    expect(readyCall.authorization).toBe(`SECRET_KEY ${t.kakao.secretKey}`);
    expect(readyCall.body).toMatchObject({
      cid: 'TC0ONETIME',
      total_amount: 75000,
      approval_url: 'http://shop.test/payment/success',
    });

    const bought = await buy(t.buyer, pending(sale, tid, 2, { rentalPeriod: 90 }));
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().orderNo).toMatch(/^OR\d{13}$/);
    expect(bought.json().rentalNo).toMatch(/^RT\d{13}$/);

    const order = (
      await t.app.inject({
        method: 'GET',
        url: `/api/order/detail/${bought.json().orderSeq}`,
        headers: t.buyer,
      })
    ).json();
    expect(order).toMatchObject({
      state: 'P.CPLT',
      name: '구매자',
      recipient: '홍길동',
      phone: '010-1234-5678',
      prodPrice: 36000,
      orderCount: 2,
      totProdPrice: 72000,
      deliveryFee: 3000,
      totalPrice: 75000,
      rentalPeriod: 90,
      orderType: 'RENT',
      deposit: 0,
      saleSaleNo: sale.saleNo,
      productNo: product.productNo,
    });
    expect(await stockOf(product.seq, sale.seq)).toEqual({ stock: 8, quantity: 3 });
    const rental = await findRentalOfOrder(t.db, bought.json().orderSeq);
    // Nothing counts until the parcel arrives.
    expect(rental).toMatchObject({ state: '대여 대기', startDate: null, endDate: null });
  });

  it('answers a repeated approve and a repeated buy with the same result, never a second order', async () => {
    const { product, sale } = await listing({ stock: 10, quantity: 10 });
    const { tid, pgToken, approve } = await payFor(sale, 1, 15000);
    const again = await approvePayment(t.app, t.buyer, { tid, pgToken });
    expect(again.statusCode).toBe(200);
    // The first reply is made from what was written, the repeat from the stored row: the same.
    expect(again.json()).toEqual(approve.json());
    expect(
      t.kakao.calls.filter((call) => call.path === 'approve' && call.body.tid === tid),
    ).toHaveLength(1);

    const [first, second] = await Promise.all([
      buy(t.buyer, pending(sale, tid)),
      buy(t.buyer, pending(sale, tid)),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().orderSeq).toBe(first.json().orderSeq);
    const rental = await findRentalOfOrder(t.db, first.json().orderSeq);
    expect(rental?.rentalNo).toMatch(/^RT\d{13}$/);
    expect([first.json().rentalNo, second.json().rentalNo]).toEqual([
      rental!.rentalNo,
      rental!.rentalNo,
    ]);
    const later = await buy(t.buyer, pending(sale, tid));
    expect(later.json()).toMatchObject({
      orderSeq: first.json().orderSeq,
      rentalNo: rental!.rentalNo,
    });
    expect(await stockOf(product.seq, sale.seq)).toEqual({ stock: 9, quantity: 9 });
  });

  it('refuses a tampered amount and cancels the payment at KakaoPay', async () => {
    const { product, sale } = await listing();
    const { tid, approve } = await payFor(sale, 1, 100);
    expect(approve.statusCode).toBe(200);
    await expectRefused(buy(t.buyer, pending(sale, tid, 1, { totalPrice: 100 })), 409, {
      code: 'PRICE_CHANGED',
    });
    await t.ctx.jobs.drain();
    expect(t.kakao.payments.get(tid)).toMatchObject({ status: 'CANCEL_PAYMENT', canceled: 100 });
    expect(await stockOf(product.seq, sale.seq)).toEqual({ stock: 10, quantity: 5 });
  });

  it('checks the amount at ready when the listing is named', async () => {
    const { sale } = await listing();
    const cheaper = { itemName: sale.title, quantity: 1, totalAmount: 1000, saleSeq: sale.seq };
    await expectRefused(ready(t.buyer, cheaper), 409, {
      text: '상품 가격이 변경되었습니다. 금액을 확인하고 다시 결제해주세요.',
    });
  });

  it('refuses a listing number past the database integers at ready with 400', async () => {
    const outOfRange = { itemName: '상품', quantity: 1, totalAmount: 1000, saleSeq: 2_147_483_648 };
    await expectFieldErrors(ready(t.buyer, outOfRange), { saleSeq: expect.any(String) });
  });

  it('refuses to buy without an approved payment of this member', async () => {
    const { sale } = await listing();
    await expectRefused(buy(t.buyer, pending(sale, 'T0000000000000000000')), 404, {
      text: '잘못된 접근입니다.',
    });

    const readied = await ready(t.buyer, { itemName: sale.title, quantity: 1, totalAmount: 15000 });
    const notApproved = await buy(t.buyer, pending(sale, readied.json().tid));
    expect(notApproved.statusCode).toBe(409);

    const { tid } = await payFor(sale, 1, 15000);
    const stranger = await signInNewMember(t);
    const stolen = await buy(stranger, pending(sale, tid));
    expect(stolen.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/buy', payload: pending(sale, tid) }))
        .statusCode,
    ).toBe(401);
  });

  it('refunds when the stock ran out between ready and buy', async () => {
    const { product, sale } = await listing({ stock: 1, quantity: 1 });
    const first = await payFor(sale, 1, 15000);
    const second = await payFor(sale, 1, 15000);
    expect((await buy(t.buyer, pending(sale, first.tid))).statusCode).toBe(200);
    await expectRefused(buy(t.buyer, pending(sale, second.tid)), 409, { code: 'OUT_OF_STOCK' });
    await t.ctx.jobs.drain();
    expect(t.kakao.payments.get(second.tid)!.status).toBe('CANCEL_PAYMENT');
    expect(t.kakao.payments.get(first.tid)!.status).toBe('SUCCESS_PAYMENT');
    expect(await stockOf(product.seq, sale.seq)).toEqual({ stock: 0, quantity: 0 });
  });

  it('sells the last 3 units to exactly 3 of 10 concurrent buyers, never below zero', async () => {
    const { product, sale } = await listing({ stock: 3, quantity: 3, deliveryFee: 0 });
    const buyers = await Promise.all(
      Array.from({ length: 10 }, async () => await signInNewMember(t)),
    );
    const paid = [];
    for (const headers of buyers)
      paid.push({
        headers,
        ...(await pay(headers, { itemName: sale.title, quantity: 1, totalAmount: 12000 })),
      });
    const results = await Promise.all(
      paid.map(({ headers, tid }) => buy(headers, pending(sale, tid))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await stockOf(product.seq, sale.seq)).toEqual({ stock: 0, quantity: 0 });
    await t.ctx.jobs.drain();
    const refunded = paid.filter(
      ({ tid }) => t.kakao.payments.get(tid)!.status === 'CANCEL_PAYMENT',
    );
    expect(refunded).toHaveLength(7);
  });

  it('lets the customer leave KakaoPay without paying: nothing is approved or held', async () => {
    const { product, sale } = await listing();
    const { tid } = (
      await ready(t.buyer, { itemName: sale.title, quantity: 1, totalAmount: 15000 })
    ).json();
    const location = await t.kakao.customer(tid, 'cancel');
    expect(location).toBe('http://shop.test/payment/cancel');
    const forged = approvePayment(t.app, t.buyer, { tid, pgToken: 'forged' });
    await expectRefused(forged, 400, { code: 'PAYMENT_DECLINED' });
    expect(await stockOf(product.seq, sale.seq)).toEqual({ stock: 10, quantity: 5 });
  });
});

describe('payments no order came of', () => {
  it('are refunded by a job ten minutes after approval, and cannot be used after', async () => {
    const { sale } = await listing();
    const { tid } = await payFor(sale, 1, 15000);
    await t.ctx.jobs.drain();
    expect(t.kakao.payments.get(tid)!.status).toBe('SUCCESS_PAYMENT');
    await runStoreJobsAt(t.ctx, () => new Date(Date.now() + 11 * 60 * 1000));
    expect(t.kakao.payments.get(tid)!.status).toBe('CANCEL_PAYMENT');
    const bought = await buy(t.buyer, pending(sale, tid));
    expect(bought.statusCode).toBe(409);
  });
});
