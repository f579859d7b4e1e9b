import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentRefunds, rentalHistory } from '../../db/schema';
import { createTestClock } from '../../testing/clock';
import {
  approvedRentalPayment,
  payExtension,
  readyRentalPayment,
} from '../../testing/rental-payments';
import { findRentalOfOrder } from '../../testing/order-factories';
import { findPaymentForTest } from '../../testing/purchases';
import { createOwnerOrder, useOrderingShop } from '../../testing/ordering-shop';

// 2026-11-21 10:00 in Korea.
const clock = createTestClock(new Date('2026-11-21T01:00:00Z'));
const t = useOrderingShop({
  clock,
  ownerName: '연장회원',
  product: { stock: 20, name: '빔 프로젝터' },
  // 월 대여료 35,000원: a day costs 1,166.66…원, so 10 days cost 11,670원 (up to 10 won) per unit.
  sale: { quantity: 20, salePrice: 35_000 },
});

/** The owner's extension of a rental by `period` days, paid and approved, not yet finished. */
const approvedRenewal = (rentalSeq: number, period: number) =>
  approvedRentalPayment(t, t.ownerHeaders, 'renew', rentalSeq, { period });

async function rentalFor(options: { count?: number; delivered?: boolean } = {}) {
  const order = await createOwnerOrder(
    t,
    {
      state: options.delivered === false ? 'P.CPLT' : 'RV.CPLT',
      rentalPeriod: 30,
      orderCount: options.count ?? 1,
    },
    { rental: options.delivered === false ? 'waiting' : 'started' },
  );
  return findRentalOfOrder(t.db, order.seq);
}

const get = (url: string, headers = t.ownerHeaders) =>
  t.app.inject({ method: 'GET', url, headers });
const endOf = async (seq: number) => (await get(`/api/rental/renew/${seq}`)).json().endDttm;
const extensionsOf = async (seq: number) =>
  (await t.db.select().from(rentalHistory).where(eq(rentalHistory.rentalSeq, seq))).filter(
    (row) => row.kind === 'EXTEND',
  );

describe('a paid extension', () => {
  it('shows what each period costs for the rental’s units before anything is paid', async () => {
    const rental = await rentalFor({ count: 2 });
    expect((await get(`/api/rental/renew/${rental.seq}`)).json().extensionPrices).toEqual([
      // Each from the end date (261221), as the rental is not late.
      { days: 10, price: 23_340, endDttm: '261231' },
      { days: 30, price: 70_000, endDttm: '270120' },
      { days: 90, price: 210_000, endDttm: '270321' },
      { days: 180, price: 420_000, endDttm: '270619' },
    ]);
  });

  it('is refused with the price to pay when called without a payment, and nothing moves', async () => {
    const rental = await rentalFor();
    const before = await endOf(rental.seq);
    const reply = await get(`/api/rental/renew/finish/${rental.seq}?period=10`);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      code: 'EXTENSION_PAYMENT_REQUIRED',
      message: { text: '연장하려면 연장 대여료 11,670원을 먼저 결제해주세요.' },
    });
    expect(await endOf(rental.seq)).toBe(before);
  });

  it('moves the end date exactly once per payment, however often the renew call comes', async () => {
    const rental = await rentalFor();
    const { amount, finish, tid } = await approvedRenewal(rental.seq, 30);
    expect(amount).toBe(35_000);
    expect((await findPaymentForTest(t.db, tid)).totalAmount).toBe(35_000);
    const replies = await Promise.all([finish(), finish(), finish(), finish()]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await finish()).json().message.text).toBe('대여 기간이 연장되었습니다.');
    expect(await endOf(rental.seq)).toBe('270120');
    const history = await extensionsOf(rental.seq);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      days: 30,
      fromEndDate: '2026-12-21',
      toEndDate: '2027-01-20',
    });
  });

  it('takes a payment only for the rental and period it paid for, and only from its payer', async () => {
    const rental = await rentalFor();
    const other = await rentalFor();
    const { tid } = await approvedRenewal(rental.seq, 10);
    for (const url of [
      `/api/rental/renew/finish/${other.seq}?period=10&tid=${tid}`,
      `/api/rental/renew/finish/${rental.seq}?period=30&tid=${tid}`,
      `/api/rental/renew/finish/${rental.seq}?period=10&tid=T0000000000000000000`,
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(409);
      expect(reply.json().code).toBe('RENTAL_PAYMENT_INVALID');
    }
    // Another member is told the rental does not exist.
    const stranger = await get(
      `/api/rental/renew/finish/${rental.seq}?period=10&tid=${tid}`,
      t.otherHeaders,
    );
    expect(stranger.statusCode).toBe(404);
    expect(await extensionsOf(rental.seq)).toHaveLength(0);
    expect(await extensionsOf(other.seq)).toHaveLength(0);
  });

  it('cannot be paid for before the rental has started (대여 대기)', async () => {
    const rental = await rentalFor({ delivered: false });
    const ready = await readyRentalPayment(t, t.ownerHeaders, 'renew', rental.seq, 10);
    expect(ready.statusCode).toBe(409);
    expect(ready.json().code).toBe('RENTAL_WRONG_STATE');
    const priced = await get(`/api/rental/renew/finish/${rental.seq}?period=10`);
    expect(priced.json().code).toBe('RENTAL_WRONG_STATE');
  });

  it('refunds the whole payment when the rental was returned before the extension applied', async () => {
    const rental = await rentalFor();
    const { finish, tid, amount } = await approvedRenewal(rental.seq, 10);
    const board = await t.app.inject({
      method: 'PUT',
      url: `/api/rental/list/update/${rental.rentalNo}`,
      headers: t.adminHeaders,
      payload: { state: '반납 완료', rentalNo: rental.rentalNo },
    });
    expect(board.statusCode, board.body).toBe(200);
    const reply = await finish();
    expect(reply.statusCode).toBe(409);
    expect(reply.json().code).toBe('RENTAL_WRONG_STATE');
    const payment = await findPaymentForTest(t.db, tid);
    const refunds = await t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentSeq, payment.seq));
    expect(refunds.map((refund) => refund.amount)).toEqual([amount]);
    // Asking again neither extends nor refunds twice.
    expect((await finish()).statusCode).toBe(409);
    expect(
      await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentSeq, payment.seq)),
    ).toHaveLength(1);
    expect(await extensionsOf(rental.seq)).toHaveLength(0);
  });

  it('asks the price of the rental’s own units: two units pay twice', async () => {
    const rental = await rentalFor({ count: 2 });
    const { amount, reply } = await payExtension(t, t.ownerHeaders, rental.seq, 10);
    expect(reply.statusCode).toBe(200);
    expect(amount).toBe(23_340);
  });
});

describe('a rental whose order is being cancelled or returned', () => {
  it.each(['RT.REQ', 'RT.PRG', 'C.REQ'])(
    'waits while its order is in %s: no extension, buy-out or pickup request, and nothing moves',
    async (orderState) => {
      const order = await createOwnerOrder(
        t,
        { state: orderState, rentalPeriod: 30, orderCount: 1 },
        { rental: 'started' },
      );
      const rental = await findRentalOfOrder(t.db, order.seq);
      const before = await endOf(rental.seq);

      const extension = await readyRentalPayment(t, t.ownerHeaders, 'renew', rental.seq, 10);
      expect(extension.statusCode).toBe(409);
      expect(extension.json()).toMatchObject({
        code: 'RENTAL_ON_HOLD',
        message: {
          text: '주문의 취소·반품 요청을 처리하는 중이라 연장, 인수, 반납 신청을 할 수 없습니다. 처리가 끝난 뒤 다시 확인해주세요.',
        },
      });
      const pickup = await t.app.inject({
        method: 'POST',
        url: '/api/rental/return/finish',
        headers: t.ownerHeaders,
        payload: {
          rentalNo: rental.rentalNo,
          name: '연장회원',
          phone: '010-1234-5678',
          post: '06236',
          addr: '서울 강남구 테헤란로 152',
          addrDetail: '5층',
          content: '',
          reason: 'CHANGE_OF_MIND',
        },
      });
      expect(pickup.json().code).toBe('RENTAL_ON_HOLD');
      const mine = (await get(`/api/rental/renew/${rental.seq}`)).json();
      expect(mine).toMatchObject({ state: '대여중', buyout: null, endDttm: before });
    },
  );
});
