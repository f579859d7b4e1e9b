import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentalHistory, sales } from '../../db/schema';
import { createCategory, createProduct, createSale } from '../../testing/catalogue-factories';
import { createTestClock } from '../../testing/clock';
import { createMember, signIn, type TestMember } from '../../testing/factories';
import { createOrder, findRentalOfOrder } from '../../testing/order-factories';
import { payLateFee, readyRentalPayment } from '../../testing/rental-payments';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Delivered 2026-11-21 10:00 in Korea: a 30-day rental ends 2026-12-21.
const DELIVERED = new Date('2026-11-21T01:00:00Z');
/** 10:00 in Korea on 2026-12-`day` (or later days of the next month past 31). */
const koreaMorning = (day: number) => new Date(Date.UTC(2026, 11, day, 1));

const clock = createTestClock(DELIVERED);
let t: TestApp;
let owner: TestMember;
let admin: TestMember;
let category: Awaited<ReturnType<typeof createCategory>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await createMember(t.ctx, { name: '연체회원' });
  admin = await createMember(t.ctx, { admin: true });
  category = await createCategory(t.ctx);
});
afterAll(() => t.close());

/** A 30-day rental of `count` units delivered on 2026-11-21, of a listing with `offer`. */
async function lateRental(count: number, offer: Partial<typeof sales.$inferInsert> = {}) {
  clock.set(DELIVERED);
  const product = await createProduct(t.ctx, category.seq, { stock: 20 });
  const sale = await createSale(t.ctx, product, { quantity: 20, salePrice: 30_000, ...offer });
  const order = await createOrder(t.ctx, { seq: owner.row.seq, name: owner.row.name }, sale, {
    state: 'RV.CPLT',
    rentalPeriod: 30,
    orderCount: count,
  });
  return { rental: await findRentalOfOrder(t.db, order.seq), sale };
}

/** Signed in at the clock's time (tokens expire as days pass). */
const headersOf = async (member: TestMember) => (await signIn(t.app, member)).headers;

async function lateFeeOf(seq: number) {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/rental/renew/${seq}`,
    headers: await headersOf(owner),
  });
  return reply.json().lateFee;
}

describe('late fees', () => {
  it('accrue a day’s rent per unit per day past the end date, up to 30 days of it', async () => {
    const { rental } = await lateRental(2);
    clock.set(koreaMorning(21));
    expect(await lateFeeOf(rental.seq)).toBeNull();
    clock.set(koreaMorning(24));
    // 30,000원 a month: 1,000원 a day per unit, capped at 30,000원 per unit.
    expect(await lateFeeOf(rental.seq)).toEqual({
      overdueDays: 3,
      amount: 6_000,
      cap: 60_000,
      paid: 0,
      due: 6_000,
    });
    clock.set(new Date('2027-03-01T01:00:00Z'));
    expect(await lateFeeOf(rental.seq)).toMatchObject({ amount: 60_000, due: 60_000 });
  });

  it('keep the terms agreed at checkout when the listing changes them later', async () => {
    const { rental, sale } = await lateRental(1, { lateFeePerDay: 5_000, lateFeeCap: 12_000 });
    await t.db
      .update(sales)
      .set({ lateFeePerDay: 100, lateFeeCap: null })
      .where(eq(sales.seq, sale.seq));
    clock.set(koreaMorning(23));
    expect(await lateFeeOf(rental.seq)).toMatchObject({
      overdueDays: 2,
      amount: 10_000,
      cap: 12_000,
    });
    clock.set(koreaMorning(28));
    expect(await lateFeeOf(rental.seq)).toMatchObject({ overdueDays: 7, amount: 12_000 });
  });

  it('stop on the day the pickup is asked for, and run again when the request is withdrawn', async () => {
    const { rental } = await lateRental(1);
    clock.set(koreaMorning(25));
    const member = await headersOf(owner);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/rental/return/finish',
      headers: member,
      payload: {
        rentalNo: rental.rentalNo,
        name: '연체회원',
        phone: '01012345678',
        post: '13494',
        addr: '경기 성남시 분당구 판교역로 235',
        addrDetail: '101동',
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    clock.set(koreaMorning(30));
    expect(await lateFeeOf(rental.seq)).toMatchObject({ overdueDays: 4, amount: 4_000 });
    const withdrawn = await t.app.inject({
      method: 'PUT',
      url: `/api/rental/return/cancel/${rental.rentalNo}`,
      headers: await headersOf(owner),
      payload: {},
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await lateFeeOf(rental.seq)).toMatchObject({ overdueDays: 9, amount: 9_000 });
  });

  it('are paid with KakaoPay once per payment, and keep accruing after', async () => {
    const { rental } = await lateRental(1);
    clock.set(koreaMorning(24));
    const member = await headersOf(owner);
    const { amount, reply, finish } = await payLateFee(t, member, rental.seq);
    expect(amount).toBe(3_000);
    expect(reply.json().message).toEqual({ text: '연체료가 결제되었습니다.', type: 'success' });
    expect((await Promise.all([finish(), finish()])).map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await lateFeeOf(rental.seq)).toMatchObject({ amount: 3_000, paid: 3_000, due: 0 });
    const history = await t.db
      .select()
      .from(rentalHistory)
      .where(eq(rentalHistory.rentalSeq, rental.seq));
    expect(history.filter((row) => row.kind === 'LATE_FEE').map((row) => row.amount)).toEqual([
      3_000,
    ]);

    const nothing = await readyRentalPayment(t, member, 'latefee', rental.seq);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message.text).toBe('결제할 연체료가 없습니다.');

    clock.set(koreaMorning(26));
    expect(await lateFeeOf(rental.seq)).toMatchObject({ amount: 5_000, paid: 3_000, due: 2_000 });
  });

  it('show on the administrator’s board as the member sees them', async () => {
    const { rental } = await lateRental(1);
    clock.set(koreaMorning(22));
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/rental/list/admin?p=1&q=${rental.rentalNo}`,
      headers: await headersOf(admin),
    });
    expect(board.json().rentalAdminList[0]).toMatchObject({
      state: '연체',
      lateFee: { overdueDays: 1, amount: 1_000, due: 1_000 },
    });
  });

  it('cannot be paid by another member, nor on a rental that is not late', async () => {
    const { rental } = await lateRental(1);
    clock.set(koreaMorning(24));
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/rental/latefee/ready/${rental.seq}`,
      headers: (await signIn(t.app, await createMember(t.ctx))).headers,
    });
    expect(stranger.statusCode).toBe(404);
    const onTime = await lateRental(1);
    clock.set(koreaMorning(10));
    const early = await readyRentalPayment(t, await headersOf(owner), 'latefee', onTime.rental.seq);
    expect(early.statusCode).toBe(409);
  });
});
