// Issue 16's findings on orders and payments, each as the attack or race that broke the store.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentRefunds, payments } from '../../db/schema';
import { createJobQueue } from '../../jobs/job-runner';
import { defineStoreJobs, runStoreJobsAt } from '../../jobs/store-jobs';
import type { AppContext } from '../../platform/context';
import { findPaymentForTest, moveOrderAsAdmin, usePurchaseTestApp } from '../../testing/purchases';
import { findRentalOfOrder } from '../../testing/order-factories';

const t = usePurchaseTestApp();

const cancelCalls = (tid: string) =>
  t.kakao.calls.filter((call) => call.path === 'cancel' && call.body.tid === tid);
const orderState = async (seq: number) =>
  (await t.db.select({ state: orders.state }).from(orders).where(eq(orders.seq, seq)))[0]!.state;
const paymentOf = (tid: string) => findPaymentForTest(t.db, tid);

const adminMove = (seq: number, state: string) => moveOrderAsAdmin(t, seq, state);

describe('a repeated buy', () => {
  it('answers the order its payment made, whatever the body says, and refunds nothing', async () => {
    const { sale } = await t.kit.listing();
    const other = await t.kit.listing();
    const { tid, orderSeq, orderNo } = await t.kit.order(t.buyer, sale);

    for (const saleSaleNo of [other.sale.saleNo, 'SA999999999999', sale.saleNo]) {
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/buy',
        headers: t.buyer,
        payload: t.kit.pending(sale, tid, 3, { saleSaleNo }),
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ orderSeq, orderNo });
    }
    await t.ctx.jobs.drain();
    expect(t.kakao.payments.get(tid)).toMatchObject({ status: 'SUCCESS_PAYMENT', canceled: 0 });
    expect(cancelCalls(tid)).toHaveLength(0);
    expect(await orderState(orderSeq)).toBe('P.CPLT');
    expect(
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.paymentSeq, (await paymentOf(tid)).seq)),
    ).toHaveLength(1);
  });
});

describe('two administrators at once', () => {
  it('cancel and ship: the order ends one way, and the money follows the state it ended in', async () => {
    const { sale } = await t.kit.listing({ stock: 20, quantity: 20 });
    for (let round = 0; round < 6; round += 1) {
      const { tid, orderSeq } = await t.kit.order(t.buyer, sale);
      const moves = round % 2 === 0 ? ['C.CPLT', 'D.PRG'] : ['D.PRG', 'C.CPLT'];
      const replies = await Promise.all(moves.map((state) => adminMove(orderSeq, state)));
      for (const reply of replies) expect([200, 409]).toContain(reply.statusCode);
      await t.ctx.jobs.drain();
      const ended = await orderState(orderSeq);
      const atKakao = t.kakao.payments.get(tid)!;
      if (ended === 'C.CPLT') {
        expect(atKakao).toMatchObject({ status: 'CANCEL_PAYMENT', canceled: 15000 });
        expect(cancelCalls(tid)).toHaveLength(1);
        expect(await paymentOf(tid)).toMatchObject({ status: 'CANCELLED', cancelledAmount: 15000 });
      } else {
        expect(ended).toBe('D.PRG');
        expect(atKakao).toMatchObject({ status: 'SUCCESS_PAYMENT', canceled: 0 });
        expect(cancelCalls(tid)).toHaveLength(0);
      }
    }
  });

  it('refuse to move an order out of 취소 완료 with 409, and the refund is made once', async () => {
    const { sale } = await t.kit.listing();
    const { tid, orderSeq } = await t.kit.order(t.buyer, sale);
    expect((await adminMove(orderSeq, 'C.CPLT')).statusCode).toBe(200);
    const again = await adminMove(orderSeq, 'D.PRG');
    expect(again.statusCode).toBe(409);
    expect(again.json().message.text).toBe(
      '취소 또는 반품이 완료된 주문은 상태를 바꿀 수 없습니다.',
    );
    const detail = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/order/detail/${orderSeq}`,
          headers: t.buyer,
        })
      ).json().payment;
    expect(await detail()).toMatchObject({
      totalAmount: 15000,
      cancelledAmount: 0,
      refundingAmount: 15000,
      refunds: [{ amount: 15000, reason: '주문 취소 완료', stateName: '환불 진행 중' }],
    });
    await t.ctx.jobs.drain();
    await t.ctx.jobs.drain();
    expect(cancelCalls(tid)).toHaveLength(1);
    expect(await detail()).toMatchObject({
      status: 'CANCELLED',
      statusName: '전액 환불',
      cancelledAmount: 15000,
      refundingAmount: 0,
      refunds: [{ amount: 15000, state: 'DONE', stateName: '환불 완료' }],
    });
  });
});

describe('an order return racing its rental return', () => {
  it('ends without a 500, gives the units back once, and refunds the returned order', async () => {
    const { product, sale } = await t.kit.listing({ stock: 10, quantity: 10 });
    for (let round = 0; round < 4; round += 1) {
      const { tid, orderSeq } = await t.kit.order(t.buyer, sale, 2, 12000, 3000);
      // Delivered, so the rental has started and is on the administrator's board.
      expect((await adminMove(orderSeq, 'D.CPLT')).statusCode).toBe(200);
      const rental = await findRentalOfOrder(t.db, orderSeq);
      const replies = await Promise.all([
        adminMove(orderSeq, 'RT.CPLT'),
        t.app.inject({
          method: 'PUT',
          url: `/api/rental/list/update/${rental!.rentalNo}`,
          headers: t.admin,
          payload: { rentalNo: rental!.rentalNo, state: '반납 완료' },
        }),
      ]);
      for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
      expect(await t.kit.stockOf(product.seq, sale.seq)).toEqual({ stock: 10, quantity: 10 });
      await t.ctx.jobs.drain();
      expect(t.kakao.payments.get(tid)).toMatchObject({ canceled: 27000 });
    }
  });
});

describe('refunds', () => {
  it('are made once even when the process dies after KakaoPay refunded', async () => {
    const { sale } = await t.kit.listing();
    const { tid, orderSeq } = await t.kit.order(t.buyer, sale);
    const cancel = t.ctx.payments.cancel;
    // KakaoPay refunds, then the answer is lost (the process died, the connection dropped).
    t.ctx.payments.cancel = async (request) => {
      await cancel(request);
      throw new Error('connection reset after the refund');
    };
    try {
      expect((await adminMove(orderSeq, 'C.CPLT')).statusCode).toBe(200);
      await t.ctx.jobs.runDue();
    } finally {
      t.ctx.payments.cancel = cancel;
    }
    expect(await paymentOf(tid)).toMatchObject({ status: 'APPROVED', cancelledAmount: 0 });
    // The retry asks KakaoPay what it cancelled before cancelling again.
    await runStoreJobsAt(t.ctx, () => new Date(Date.now() + 60 * 60 * 1000));
    expect(t.kakao.payments.get(tid)).toMatchObject({ status: 'CANCEL_PAYMENT', canceled: 15000 });
    expect(cancelCalls(tid)).toHaveLength(1);
    expect(await paymentOf(tid)).toMatchObject({ status: 'CANCELLED', cancelledAmount: 15000 });
    const [refund] = await t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderSeq, orderSeq));
    expect(refund).toMatchObject({ state: 'DONE', amount: 15000 });
  });

  it('never exceed what remains, and a second reason to refund refunds nothing more', async () => {
    const { sale } = await t.kit.listing();
    const { tid, orderSeq } = await t.kit.order(t.buyer, sale);
    const payment = await paymentOf(tid);
    const { requestRefund } = await import('../payment/payment.service');
    await t.db.transaction(async (tx) => {
      await requestRefund(tx, {
        paymentSeq: payment.seq,
        amount: 5000,
        reason: '부분 환불',
        key: `test:${payment.seq}:part`,
        now: t.ctx.clock.now(),
      });
    });
    await t.ctx.jobs.drain();
    expect(await paymentOf(tid)).toMatchObject({
      status: 'PARTIALLY_CANCELLED',
      cancelledAmount: 5000,
    });
    expect((await adminMove(orderSeq, 'C.CPLT')).statusCode).toBe(200);
    await t.ctx.jobs.drain();
    expect(t.kakao.payments.get(tid)).toMatchObject({ status: 'CANCEL_PAYMENT', canceled: 15000 });
    expect(await paymentOf(tid)).toMatchObject({ status: 'CANCELLED', cancelledAmount: 15000 });
    const refunds = await t.db
      .select({ amount: paymentRefunds.amount })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentSeq, payment.seq));
    expect(refunds.map((refund) => refund.amount)).toEqual([5000, 10000]);
  });

  it('wait until the state change commits: a refused cancel refunds nothing', async () => {
    const { sale } = await t.kit.listing();
    const { tid, orderSeq } = await t.kit.order(t.buyer, sale);
    const shipped = await adminMove(orderSeq, 'D.PRG');
    expect(shipped.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/order/cancel',
      headers: t.buyer,
      payload: { orderManageSeq: orderSeq, cancelBy: '구매자', memo: '단순 변심' },
    });
    expect(refused.statusCode).toBe(409);
    await t.ctx.jobs.drain();
    expect(cancelCalls(tid)).toHaveLength(0);
  });
});

describe('an approval cut off by a crash', () => {
  async function claimedAndApprovedAtKakao() {
    const { sale } = await t.kit.listing();
    const ready = await t.app.inject({
      method: 'POST',
      url: '/api/kakaopay/ready',
      headers: t.buyer,
      payload: { itemName: sale.title, quantity: 1, totalAmount: 15000, saleSeq: sale.seq },
    });
    const { tid } = ready.json<{ tid: string }>();
    const pgToken = new URL((await t.kakao.customer(tid, 'approve'))!).searchParams.get(
      'pg_token',
    )!;
    const approve = t.ctx.payments.approve;
    // KakaoPay approves; the process dies before it records the answer.
    t.ctx.payments.approve = async (request) => {
      await approve(request);
      throw new Error('killed');
    };
    try {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/kakaopay/approve?pg_token=${pgToken}&tid=${tid}`,
        headers: t.buyer,
      });
      expect(reply.statusCode).toBe(500);
    } finally {
      t.ctx.payments.approve = approve;
    }
    expect(await paymentOf(tid)).toMatchObject({ status: 'APPROVING' });
    return { tid, sale };
  }

  it('is settled within a minute by asking KakaoPay, and the customer can still order', async () => {
    const { tid, sale } = await claimedAndApprovedAtKakao();
    await runStoreJobsAt(t.ctx, () => new Date(Date.now() + 45 * 1000));
    expect(await paymentOf(tid)).toMatchObject({ status: 'APPROVED' });
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/buy',
      headers: t.buyer,
      payload: t.kit.pending(sale, tid),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    await runStoreJobsAt(t.ctx, () => new Date(Date.now() + 60 * 60 * 1000));
    expect(t.kakao.payments.get(tid)).toMatchObject({ status: 'SUCCESS_PAYMENT', canceled: 0 });
  });

  it('is refunded once, not once per process, when no order comes of it', async () => {
    const { tid } = await claimedAndApprovedAtKakao();
    // Three processes run their workers at once: a minute later (the approval is settled), then
    // an hour later (no order came of it).
    let ahead = 60_000;
    const later: AppContext = { ...t.ctx, clock: { now: () => new Date(Date.now() + ahead) } };
    const workers = [1, 2, 3].map(() => {
      const ctx: AppContext = { ...later };
      ctx.jobs = defineStoreJobs(createJobQueue(() => ctx));
      return ctx.jobs;
    });
    for (const offset of [60_000, 3600_000]) {
      ahead = offset;
      for (let round = 0; round < 3; round += 1) {
        await Promise.all(workers.map((worker) => worker.drain()));
      }
    }
    expect(t.kakao.payments.get(tid)).toMatchObject({ status: 'CANCEL_PAYMENT', canceled: 15000 });
    expect(cancelCalls(tid)).toHaveLength(1);
    expect(await paymentOf(tid)).toMatchObject({ status: 'CANCELLED' });
    const [row] = await t.db.select().from(payments).where(eq(payments.tid, tid));
    expect(row!.cancelledAmount).toBe(15000);
  });
});
