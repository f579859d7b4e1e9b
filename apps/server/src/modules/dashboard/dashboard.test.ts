// DESIGN §18: the dashboard's counts and sums, against a shop built by hand for this file.
import { eq } from 'drizzle-orm';
import { koreaDayStart } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { contacts, paymentRefunds, payments, rentals } from '../../db/schema';
import {
  findPaymentForTest,
  insertApprovedPayment,
  moveOrderAsAdmin,
  usePurchaseTestApp,
} from '../../testing/purchases';

const t = usePurchaseTestApp({ buyerName: '대시보드' });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const adminMove = (seq: number, state: string) => moveOrderAsAdmin(t, seq, state);

async function move(seq: number, ...states: string[]) {
  for (const state of states) expect((await adminMove(seq, state)).statusCode).toBe(200);
}

/** A payment of a rental's own (extension, late fee, buy-out) approved at `approvedAt`. */
const rentalPayment = (purpose: string, totalAmount: number, approvedAt: Date) =>
  insertApprovedPayment(t.db, {
    name: `${purpose}-${approvedAt.getTime()}`,
    purpose,
    totalAmount,
    approvedAt,
  });

describe('the dashboard', () => {
  it("counts today's work and sums the money by kind, today and over seven days, beside the week before", async () => {
    const now = t.ctx.clock.now();
    const today = new Date(now.getTime() + 9 * HOUR).toISOString().slice(0, 10);
    const startOfToday = koreaDayStart(today);

    // Six rental orders of 15,000 won each (12,000 + 3,000 delivery), paid now.
    const { sale } = await t.kit.listing({ stock: 20, quantity: 10 });
    const placed: Awaited<ReturnType<typeof t.kit.order>>[] = [];
    for (let i = 0; i < 6; i += 1) placed.push(await t.kit.order(t.buyer, sale, 1, 12000, 3000));
    const [paid, preparing, cancelAsked, returnAsked, out, back] = placed.map((o) => o!.orderSeq);
    await move(preparing!, 'D.RDY');
    await move(cancelAsked!, 'C.REQ');
    await move(returnAsked!, 'D.CPLT', 'RT.REQ');
    // Two rentals out: one past its end date, one back at the shop for its inspection.
    await move(out!, 'D.CPLT');
    await move(back!, 'D.CPLT');
    await t.db.update(rentals).set({ endDate: '2026-11-01' }).where(eq(rentals.orderSeq, out!));
    await t.db.update(rentals).set({ state: '반납 확인중' }).where(eq(rentals.orderSeq, back!));
    // A product short of stock (2 units); the first one still has 14.
    await t.kit.listing({ stock: 2, quantity: 1 });
    // Two inquiries, one answered.
    const [author] = await t.db.select({ seq: payments.memberSeq }).from(payments).limit(1);
    for (const [no, replied] of [
      ['CO1', false],
      ['CO2', true],
    ] as const)
      await t.db.insert(contacts).values({
        contactNo: no,
        memberSeq: author!.seq,
        title: '문의',
        content: '내용',
        name: '대시보드',
        replied,
        reply: replied ? '답변' : null,
      });

    // The money, moved in time by hand: the first order was paid on the same day a week ago,
    // the second at 23:30 yesterday (Korea time): in the seven days, not today.
    const paymentOfOrder = async (orderSeq: number) => {
      const tid = placed.find((o) => o!.orderSeq === orderSeq)!.tid;
      return (await findPaymentForTest(t.db, tid)).seq;
    };
    await t.db
      .update(payments)
      .set({ approvedAt: new Date(now.getTime() - 7 * DAY) })
      .where(eq(payments.seq, await paymentOfOrder(paid!)));
    await t.db
      .update(payments)
      .set({ approvedAt: new Date(startOfToday.getTime() - HOUR / 2) })
      .where(eq(payments.seq, await paymentOfOrder(preparing!)));
    await rentalPayment('EXTENSION', 20_000, now);
    await rentalPayment('LATE_FEE', 5_000, new Date(now.getTime() - 3 * DAY));
    await rentalPayment('SETTLEMENT', 7_000, new Date(now.getTime() - 8 * DAY));
    await rentalPayment('BUYOUT', 100_000, new Date(now.getTime() - 10 * DAY));
    // Older than both weeks: counted nowhere.
    await rentalPayment('EXTENSION', 999_000, new Date(now.getTime() - 20 * DAY));
    const refunded = await rentalPayment('LATE_FEE', 3_000, new Date(now.getTime() - 20 * DAY));
    await t.db.insert(paymentRefunds).values({
      paymentSeq: refunded,
      key: 'dashboard-test-refund',
      amount: 3_000,
      reason: '테스트 환불',
      state: 'DONE',
      doneAt: now,
    });

    const reply = await t.app.inject({ url: '/api/admin/dashboard', headers: t.admin });
    expect(reply.statusCode, reply.body).toBe(200);
    const zero = { buy: 0, rent: 0, extension: 0, lateFee: 0, refunds: 0 };
    expect(reply.json()).toEqual({
      today,
      work: {
        toShip: 2,
        cancelRequests: 1,
        returnRequests: 1,
        returnsToCheck: 1,
        overdue: 1,
        unansweredInquiries: 1,
        lowStock: 1,
      },
      sales: {
        // Four orders paid today, an extension, and a refund made today.
        today: { ...zero, rent: 60_000, extension: 20_000, refunds: 3_000, net: 77_000 },
        sameDayLastWeek: { ...zero, rent: 15_000, net: 15_000 },
        last7Days: {
          ...zero,
          rent: 75_000,
          extension: 20_000,
          lateFee: 5_000,
          refunds: 3_000,
          net: 97_000,
        },
        previous7Days: { ...zero, buy: 100_000, rent: 15_000, lateFee: 7_000, net: 122_000 },
      },
    });
  });

  it('keeps past days once read, and still shows a payment recorded late for one of them', async () => {
    const sales = async () =>
      (await t.app.inject({ url: '/api/admin/dashboard', headers: t.admin })).json().sales;
    const before = await sales();
    // The same answer twice (the second from the kept days).
    expect(await sales()).toEqual(before);
    // A payment settled late (the recovery job records the provider's approval time): two days ago.
    await rentalPayment('LATE_FEE', 4_000, new Date(t.ctx.clock.now().getTime() - 2 * DAY));
    const after = await sales();
    expect(after.last7Days.lateFee).toBe(before.last7Days.lateFee + 4_000);
    expect(after.last7Days.net).toBe(before.last7Days.net + 4_000);
    expect(after.today).toEqual(before.today);
  });

  it('links to a rental board that shows exactly the rentals it counted', async () => {
    const { sale } = await t.kit.listing({ stock: 10, quantity: 5 });
    const late = await t.kit.order(t.buyer, sale);
    const onTime = await t.kit.order(t.buyer, sale);
    await move(late.orderSeq, 'D.CPLT');
    await move(onTime.orderSeq, 'D.CPLT');
    await t.db
      .update(rentals)
      .set({ endDate: '2026-10-01' })
      .where(eq(rentals.orderSeq, late.orderSeq));
    const numberOf = async (orderSeq: number) =>
      (await t.db.select().from(rentals).where(eq(rentals.orderSeq, orderSeq)))[0]!.rentalNo;
    const board = async (state: string) => {
      const reply = await t.app.inject({
        url: `/api/rental/list/admin?p=1&state=${encodeURIComponent(state)}`,
        headers: t.admin,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().rentalAdminList.map((rental: { rentalNo: string }) => rental.rentalNo);
    };

    const overdue = await board('연체');
    expect(overdue).toContain(await numberOf(late.orderSeq));
    expect(overdue).not.toContain(await numberOf(onTime.orderSeq));
    const renting = await board('대여중');
    expect(renting).toContain(await numberOf(onTime.orderSeq));
    expect(renting).not.toContain(await numberOf(late.orderSeq));
    const { work } = (await t.app.inject({ url: '/api/admin/dashboard', headers: t.admin })).json();
    expect(overdue).toHaveLength(work.overdue);
    expect(await board('반납 확인중')).toHaveLength(work.returnsToCheck);

    const refused = await t.app.inject({
      url: '/api/rental/list/admin?state=없는상태',
      headers: t.admin,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ state: '대여 상태를 선택해주세요.' });
  });

  it('exports the rental board as CSV, the same rentals for the same state', async () => {
    const boardOf = async (query: string) =>
      (await t.app.inject({ url: `/api/rental/list/admin?p=1&${query}`, headers: t.admin })).json()
        .rentalAdminList as { rentalNo: string; state: string }[];
    for (const query of ['', `state=${encodeURIComponent('연체')}`]) {
      const reply = await t.app.inject({
        url: `/api/rental/list/admin.csv?${query}`,
        headers: t.admin,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['content-disposition']).toMatch(
        /^attachment; filename="rentals-\d{8}\.csv"/,
      );
      expect([...reply.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...lines] = reply.body.slice(1).trim().split('\r\n');
      expect(header).toMatch(/^대여번호,주문번호,회원 아이디,/);
      const board = await boardOf(query);
      expect(lines.map((line) => line.split(',')[0])).toEqual(board.map((r) => r.rentalNo));
      expect(lines.map((line) => line.split(',')[6])).toEqual(board.map((r) => r.state));
    }
    expect(
      (await t.app.inject({ url: '/api/rental/list/admin.csv', headers: t.buyer })).statusCode,
    ).toBe(403);
  });

  it('is for administrators only', async () => {
    const reply = await t.app.inject({ url: '/api/admin/dashboard', headers: t.buyer });
    expect(reply.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});
