import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENTAL_STATES, type OrderState } from '@store/contract';
import { payments, rentalSettlements, rentals } from '../../db/schema';
import { createListing } from '../../testing/catalogue-factories';
import { createTestClock } from '../../testing/clock';
import { createMember, signIn, type TestMember } from '../../testing/factories';
import { createOrder, findRentalOfOrder } from '../../testing/order-factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let listing: Awaited<ReturnType<typeof createListing>>;
const clock = createTestClock();

beforeAll(async () => {
  t = await createTestApp({ clock });
  listing = await createListing(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const IN_PROGRESS = {
  code: 'WITHDRAWAL_IN_PROGRESS',
  message: {
    text: '진행 중인 주문이나 대여가 있어 탈퇴할 수 없습니다. 주문·대여가 끝난 뒤 다시 시도해주세요.',
    type: 'warning',
  },
};

async function withdraw(member: TestMember) {
  const { headers } = await signIn(t.app, member);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/member/withdraw',
    headers,
    payload: { password: member.password },
  });
  return { response, headers };
}

/** A refused withdrawal changed nothing: the member is signed in, with their details, as before. */
async function expectUnchanged(member: TestMember, headers: Record<string, string>) {
  const mine = await t.app.inject({ method: 'GET', url: '/api/member/myinfo', headers });
  expect(mine.statusCode).toBe(200);
  expect(mine.json()).toMatchObject({
    delYn: false,
    email: member.row.email,
    phone: member.row.phone,
  });
  await signIn(t.app, member);
}

/** A member with one purchase in `state`. */
async function memberWithPurchase(state: OrderState) {
  const member = await createMember(t.ctx, { phone: '010-2222-3333' });
  await createOrder(t.ctx, member.row, listing.sale, { state, orderType: 'BUY', rentalPeriod: 0 });
  return member;
}

/** A member with one rental (its order received) moved to `state`. */
async function memberWithRental(state: string, values: Partial<typeof rentals.$inferInsert> = {}) {
  const member = await createMember(t.ctx, { phone: '010-2222-3333' });
  const waiting = state === RENTAL_STATES.waiting;
  const order = await createOrder(
    t.ctx,
    member.row,
    listing.sale,
    { state: waiting ? 'P.CPLT' : 'RV.CPLT' },
    { rental: waiting ? 'waiting' : 'started' },
  );
  const rental = await findRentalOfOrder(t.ctx.db, order.seq);
  await t.ctx.db
    .update(rentals)
    .set({ state, ...values })
    .where(eq(rentals.seq, rental.seq));
  return { member, rental };
}

describe('withdrawal while business is under way', () => {
  it.each<OrderState>(['P.CPLT', 'D.RDY', 'D.PRG', 'D.CPLT', 'C.REQ', 'RT.REQ', 'RT.PRG'])(
    'is refused with 409 while an order is %s, and changes nothing',
    async (state) => {
      const member = await memberWithPurchase(state);
      const { response, headers } = await withdraw(member);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(IN_PROGRESS);
      await expectUnchanged(member, headers);
    },
  );

  it.each<OrderState>(['RV.CPLT', 'C.CPLT', 'RT.CPLT', 'P.RDY'])(
    'is allowed once the order is %s (received, over, or never paid)',
    async (state) => {
      const member = await memberWithPurchase(state);
      const { response } = await withdraw(member);
      expect(response.statusCode).toBe(200);
    },
  );

  it.each([
    RENTAL_STATES.waiting,
    RENTAL_STATES.renting,
    RENTAL_STATES.returnChecking,
    RENTAL_STATES.returnShipping,
  ])('is refused with 409 while a rental is %s', async (state) => {
    const { member } = await memberWithRental(state);
    const { response, headers } = await withdraw(member);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(IN_PROGRESS);
    await expectUnchanged(member, headers);
  });

  it('is refused while a rental is overdue (연체)', async () => {
    const { member } = await memberWithRental(RENTAL_STATES.renting, { endDate: '2026-10-01' });
    const { response } = await withdraw(member);
    expect(response.json()).toEqual(IN_PROGRESS);
  });

  it.each([RENTAL_STATES.returned, RENTAL_STATES.cancelled, RENTAL_STATES.boughtOut])(
    'is allowed once the rental is %s',
    async (state) => {
      const { member } = await memberWithRental(state);
      const { response } = await withdraw(member);
      expect(response.statusCode).toBe(200);
    },
  );

  it('is refused while a settlement balance is owed, and allowed once it is paid', async () => {
    const { member, rental } = await memberWithRental(RENTAL_STATES.returned);
    const [settlement] = await t.ctx.db
      .insert(rentalSettlements)
      .values({
        rentalSeq: rental.seq,
        condition: '손상',
        damageCharge: 20_000,
        lines: [
          { label: '보증금', amount: 10_000 },
          { label: '파손 비용', amount: -20_000 },
        ],
        balance: -10_000,
      })
      .returning();

    const owed = await withdraw(member);
    expect(owed.response.statusCode).toBe(409);
    expect(owed.response.json()).toEqual({
      code: 'WITHDRAWAL_BALANCE_DUE',
      message: {
        text: '결제하지 않은 대여 정산 금액이 있어 탈퇴할 수 없습니다. 정산 금액을 결제한 뒤 다시 시도해주세요.',
        type: 'warning',
      },
    });
    await expectUnchanged(member, owed.headers);

    const [payment] = await t.ctx.db
      .insert(payments)
      .values({
        tid: `T-settle-${rental.seq}`,
        provider: 'DEMO',
        partnerOrderId: `settle-${rental.seq}`,
        memberSeq: member.row.seq,
        itemName: '대여 정산',
        quantity: 1,
        totalAmount: 10_000,
        status: 'APPROVED',
        expiresAt: clock.now(),
      })
      .returning();
    await t.ctx.db
      .update(rentalSettlements)
      .set({ paymentSeq: payment!.seq })
      .where(eq(rentalSettlements.seq, settlement!.seq));

    const paid = await withdraw(member);
    expect(paid.response.statusCode).toBe(200);
  });

  it('asks for the password before anything else', async () => {
    const member = await memberWithPurchase('D.PRG');
    const { headers } = await signIn(t.app, member);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/member/withdraw',
      headers,
      payload: { password: 'nope1234!' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PASSWORD_WRONG');
  });
});
