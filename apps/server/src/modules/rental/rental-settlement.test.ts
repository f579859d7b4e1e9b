import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeKakaoPay } from '../../../test-support/fake-kakaopay.mjs';
import { paymentRefunds, rentals, sales } from '../../db/schema';
import { createListing } from '../../testing/catalogue-factories';
import { createMember, signIn, type TestMember } from '../../testing/factories';
import { form, sendForm } from '../../testing/multipart';
import { expectFieldErrors } from '../../testing/requests';
import { createPurchaseTestApp, findPaymentForTest, purchaseKit } from '../../testing/purchases';
import {
  approvedRentalPayment,
  type Customer,
  payRentalPayment,
  type RentalPaymentPage,
  readyRentalPayment,
} from '../../testing/rental-payments';
import type { TestApp } from '../../testing/test-app';
import { findRentalOfOrder } from '../../testing/order-factories';

/** The store's clock, set by each test (the rental starts on the day of delivery in Korea). */
const clock = { at: new Date(), now: () => clock.at };
/** 10:00 in Korea, `days` after 2026-12-01. */
const day = (days: number) => new Date(Date.UTC(2026, 11, 1 + days, 1));

let t: TestApp;
let kakao: FakeKakaoPay;
let kit: ReturnType<typeof purchaseKit>;

beforeAll(async () => {
  ({ t, kakao } = await createPurchaseTestApp({}, { clock }));
  kit = purchaseKit(t, kakao);
});
afterAll(() => t.close());

/**
 * A member rents 1 unit for 90 days (81,000원 rent, 50,000원 deposit, 3,000원 delivery: 134,000원)
 * and it is delivered on 2026-12-01; the end is 2027-03-01.
 */
async function deliveredRental(offer: { purchasePrice?: number } = {}) {
  clock.at = day(0);
  const adminMember = await createMember(t.ctx, { admin: true });
  const memberRow = await createMember(t.ctx, { name: '정산회원' });
  const admin = await as(adminMember);
  const member = await as(memberRow);
  const { product, sale } = await createListing(t.ctx, {
    product: { stock: 10 },
    sale: {
      quantity: 5,
      salePrice: 30_000,
      deliveryFee: 3_000,
      rentalPrices: { 90: 81_000 },
      deposit: 50_000,
      ...offer,
    },
  });
  const { tid, approve } = await kit.pay(member, {
    itemName: sale.title,
    quantity: 1,
    totalAmount: 134_000,
    saleSeq: sale.seq,
    rentalPeriod: 90,
  });
  expect(approve.statusCode, approve.body).toBe(200);
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/buy',
    headers: member,
    payload: kit.pending(sale, tid, 1, { rentalPeriod: 90 }),
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const { orderSeq } = bought.json();
  const delivered = await sendForm(
    t.app,
    'PUT',
    '/api/order/state/update',
    form({ seq: orderSeq, process: 'D.CPLT' }),
    admin,
  );
  expect(delivered.statusCode, delivered.body).toBe(200);
  const rental = await findRentalOfOrder(t.db, orderSeq);
  return { admin: adminMember, member: memberRow, tid, rental, product, sale };
}

/** Signed in by the store's clock now (a token from days before has expired). */
const as = async (who: TestMember) => (await signIn(t.app, who)).headers;

const get = async (url: string, who: TestMember) =>
  t.app.inject({ method: 'GET', url, headers: await as(who) });

async function askPickup(
  member: TestMember,
  rentalNo: string,
  reason: 'CHANGE_OF_MIND' | 'DEFECT' = 'CHANGE_OF_MIND',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/rental/return/finish',
    headers: await as(member),
    payload: {
      rentalNo,
      name: '정산회원',
      phone: '01012345678',
      post: '13494',
      addr: '경기 성남시 분당구 판교역로 235',
      addrDetail: '101동',
      reason,
    },
  });
}

const settle = async (
  admin: TestMember,
  rentalNo: string,
  fields: Record<string, string | number>,
  photos = 0,
) =>
  sendForm(
    t.app,
    'POST',
    `/api/rental/settle/${rentalNo}`,
    form(
      fields,
      Array.from({ length: photos }, (_, i) => ({ name: 'photos[]', filename: `p${i}.png` })),
    ),
    await as(admin),
  );

async function mine(member: TestMember, seq: number) {
  const list = (await get('/api/rental/list?p=1', member)).json().rentalList as {
    seq: number;
  }[];
  return list.find((rental) => rental.seq === seq) as Record<string, unknown>;
}

async function refundsOf(tid: string) {
  const payment = await findPaymentForTest(t.db, tid);
  return t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentSeq, payment.seq));
}

describe('withdrawal within 7 days of delivery', () => {
  it('quotes everything but the deposit back, less the return delivery for a change of mind, and refunds it at the return', async () => {
    const { admin, member, tid, rental } = await deliveredRental();
    clock.at = day(6);
    const info = (await get(`/api/rental/return/${rental.seq}`, member)).json();
    expect(info.quote).toEqual({
      kind: 'WITHDRAWAL',
      refund: 81_000,
      defectRefund: 84_000,
      withdrawalUntil: '261207',
      returnDeliveryFee: 3_000,
      unusedDays: 0,
      unusedRent: 0,
      earlyReturnFee: 0,
      deposit: 50_000,
      lateFeeDue: 0,
    });
    expect((await askPickup(member, rental.rentalNo, 'DEFECT')).statusCode).toBe(200);
    expect(await mine(member, rental.seq)).toMatchObject({
      returnKind: 'WITHDRAWAL',
      returnRefund: 84_000,
      settlement: null,
    });

    clock.at = day(9);
    const settled = await settle(admin, rental.rentalNo, { condition: '정상' });
    expect(settled.json().message.text).toBe('반납 검수와 정산이 완료되었습니다.');
    expect((await mine(member, rental.seq)).settlement).toMatchObject({
      condition: '정상',
      lines: [
        { label: '보증금 반환', amount: 50_000 },
        { label: '청약철회 환불', amount: 84_000 },
      ],
      balance: 134_000,
      balancePaid: false,
    });
    expect((await refundsOf(tid)).map((refund) => refund.amount)).toEqual([134_000]);
    await t.ctx.jobs.drain();
    expect(kakao.payments.get(tid)).toMatchObject({ canceled: 134_000 });
  });
});

describe('a withdrawal after a paid extension', () => {
  it('gives the extension back from its own payment once the order’s is used up', async () => {
    const { admin, member, tid, rental } = await deliveredRental();
    clock.at = day(2);
    const extension = await payForRental(member, 'renew', rental.seq, { period: 30 });
    expect(extension.amount).toBe(30_000);
    expect((await askPickup(member, rental.rentalNo, 'DEFECT')).statusCode).toBe(200);
    clock.at = day(4);
    expect((await settle(admin, rental.rentalNo, { condition: '정상' })).statusCode).toBe(200);
    expect((await mine(member, rental.seq)).settlement).toMatchObject({
      lines: [
        { label: '보증금 반환', amount: 50_000 },
        { label: '청약철회 환불', amount: 114_000 },
      ],
      balance: 164_000,
    });
    await t.ctx.jobs.drain();
    expect(kakao.payments.get(tid)).toMatchObject({ canceled: 134_000 });
    expect(kakao.payments.get(extension.tid)).toMatchObject({ canceled: 30_000 });
  });
});

describe('early return and inspection', () => {
  it('refunds the unused rent less 10% and the deposit less the damage, with the photos kept', async () => {
    const { admin, member, tid, rental } = await deliveredRental();
    clock.at = day(30);
    const { quote } = (await get(`/api/rental/return/${rental.seq}`, member)).json();
    // 2026-12-31 to 2027-03-01: 60 of 90 days unused, 54,000원, less 5,400원.
    expect(quote).toMatchObject({
      kind: 'EARLY_RETURN',
      refund: 48_600,
      unusedDays: 60,
      unusedRent: 54_000,
      earlyReturnFee: 5_400,
    });
    expect((await askPickup(member, rental.rentalNo)).statusCode).toBe(200);

    clock.at = day(33);
    const settled = await settle(
      admin,
      rental.rentalNo,
      { condition: '손상', damageCharge: 20_000, damageReason: '렌즈 모서리 흠집' },
      2,
    );
    expect(settled.statusCode, settled.body).toBe(200);
    const { settlement, state } = (await mine(member, rental.seq)) as {
      settlement: { photos: { path: string }[] };
      state: string;
    };
    expect(state).toBe('반납 완료');
    expect(settlement).toMatchObject({
      condition: '손상',
      damageCharge: 20_000,
      damageReason: '렌즈 모서리 흠집',
      lines: [
        { label: '보증금 반환', amount: 50_000 },
        { label: '손상·분실 배상', amount: -20_000 },
        { label: '중도 반납 미사용 대여료', amount: 48_600 },
      ],
      balance: 78_600,
    });
    expect(settlement.photos).toHaveLength(2);
    for (const photo of settlement.photos) expect(photo.path).toMatch(/^\/uploads\//);
    await t.ctx.jobs.drain();
    expect(kakao.payments.get(tid)).toMatchObject({ canceled: 78_600 });

    // Settled once: a second inspection is refused and refunds nothing more.
    const again = await settle(admin, rental.rentalNo, { condition: '정상' });
    expect(again.statusCode).toBe(409);
    expect(await refundsOf(tid)).toHaveLength(1);
  });

  it('refuses a charge above what was paid plus the deposit, or without its reason, and changes nothing', async () => {
    const { admin, rental, tid } = await deliveredRental();
    clock.at = day(40);
    const tooMuch = { condition: '분실', damageCharge: 134_001, damageReason: '분실' };
    await expectFieldErrors(settle(admin, rental.rentalNo, tooMuch), {
      damageCharge: '배상액은 결제 금액과 보증금을 합한 134,000원을 넘을 수 없습니다.',
    });
    await expectFieldErrors(
      settle(admin, rental.rentalNo, { condition: '손상', damageCharge: 1_000 }),
      {
        damageReason: '배상 사유를 입력해주세요.',
      },
    );
    await expectFieldErrors(
      settle(admin, rental.rentalNo, { condition: '손상', damageCharge: -5 }),
      {
        damageCharge: '배상액은 0원 이상이어야 합니다.',
      },
    );
    const [row] = await t.db.select().from(rentals).where(eq(rentals.seq, rental.seq));
    expect(row!.state).toBe('대여중');
    expect(await refundsOf(tid)).toHaveLength(0);
  });

  it('leaves a balance the member owes, paid once with KakaoPay', async () => {
    const { admin, member, rental, tid } = await deliveredRental();
    clock.at = day(91);
    const settled = await settle(admin, rental.rentalNo, {
      condition: '분실',
      damageCharge: 130_000,
      damageReason: '회수 불가 (분실)',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const { settlement } = (await mine(member, rental.seq)) as {
      settlement: { balance: number; lines: unknown[] };
    };
    // 1 day late (2027-03-02): 1,000원 of late fee unpaid.
    expect(settlement).toMatchObject({
      lines: [
        { label: '보증금 반환', amount: 50_000 },
        { label: '미납 연체료', amount: -1_000 },
        { label: '손상·분실 배상', amount: -130_000 },
      ],
      balance: -81_000,
      balancePaid: false,
    });
    expect(await refundsOf(tid)).toHaveLength(0);

    const headers = await as(member);
    const owed = await approvedRentalPayment(t, headers, 'settlement', rental.seq, {
      customer: atFakeKakaoPay,
    });
    expect(owed.amount).toBe(81_000);
    const finish = owed.finish;
    const replies = await Promise.all([finish(), finish()]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(replies[0]!.json().message.text).toBe('정산 금액이 결제되었습니다.');
    expect(
      ((await mine(member, rental.seq)).settlement as { balancePaid: boolean }).balancePaid,
    ).toBe(true);
    const nothing = await readyRentalPayment(t, headers, 'settlement', rental.seq);
    expect(nothing.statusCode).toBe(409);
  });

  it('reads a blank charge as nothing charged, and no late fee is asked after the settlement', async () => {
    const { admin, member, rental } = await deliveredRental();
    clock.at = day(95);
    const settled = await settle(admin, rental.rentalNo, { condition: '정상', damageCharge: '' });
    expect(settled.statusCode, settled.body).toBe(200);
    const mineNow = await mine(member, rental.seq);
    expect(mineNow.settlement).toMatchObject({
      damageCharge: 0,
      lines: [
        { label: '보증금 반환', amount: 50_000 },
        { label: '미납 연체료', amount: -5_000 },
      ],
    });
    expect(mineNow.lateFee).toMatchObject({ overdueDays: 5, amount: 5_000, due: 0 });
    const lateFee = await readyRentalPayment(t, await as(member), 'latefee', rental.seq);
    expect(lateFee.json().code).toBe('NO_LATE_FEE_DUE');
  });

  it('settles the board’s plain 반납 완료 as a return in order, refunding the deposit', async () => {
    const { admin, member, rental, tid } = await deliveredRental();
    clock.at = day(90);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/rental/list/update/${rental.rentalNo}`,
      headers: await as(admin),
      payload: { state: '반납 완료', rentalNo: rental.rentalNo },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await mine(member, rental.seq)).settlement).toMatchObject({
      condition: '정상',
      lines: [{ label: '보증금 반환', amount: 50_000 }],
      balance: 50_000,
    });
    expect((await refundsOf(tid)).map((refund) => refund.amount)).toEqual([50_000]);
  });
});

/** The customer's 결제하기 at the fake KakaoPay: it sends them back to the page's paid screen. */
const atFakeKakaoPay: Customer = async (_t, tid, backTo) => {
  const back = await kakao.customer(tid, 'approve');
  expect(back).toMatch(new RegExp(`^http://shop\\.test${backTo}\\?pg_token=`));
  return new URL(back!).searchParams.get('pg_token')!;
};

/** Pays a rental payment (extension, buy-out) at the fake KakaoPay and finishes it. */
async function payForRental(
  member: TestMember,
  page: RentalPaymentPage,
  seq: number,
  body?: { period: number },
) {
  return payRentalPayment(t, await as(member), page, seq, {
    period: body?.period,
    customer: atFakeKakaoPay,
  });
}

describe('buy-out (인수)', () => {
  it('costs the purchase price less half the rent paid, ends the rental as 인수 완료 and refunds the deposit', async () => {
    const { member, rental, tid, sale } = await deliveredRental({ purchasePrice: 500_000 });
    clock.at = day(40);
    expect((await mine(member, rental.seq)).buyout).toEqual({
      price: 459_500,
      purchasePrice: 500_000,
      rentPaid: 81_000,
    });
    const [before] = await t.db.select().from(sales).where(eq(sales.seq, sale.seq));
    const { amount, reply, finish } = await payForRental(member, 'buyout', rental.seq);
    expect(amount).toBe(459_500);
    expect(reply.json().message.text).toBe('인수가 완료되었습니다. 이제 회원님의 상품입니다.');
    expect((await finish()).statusCode).toBe(200);
    expect(await mine(member, rental.seq)).toMatchObject({
      state: '인수 완료',
      // Bought, not returned: no return day on the member's list or the board.
      returnDttm: null,
      buyout: null,
      settlement: { condition: '인수', lines: [{ label: '보증금 반환', amount: 50_000 }] },
    });
    expect((await refundsOf(tid)).map((refund) => refund.amount)).toEqual([50_000]);
    // The unit is the member's now: it does not come back to the listing.
    const [after] = await t.db.select().from(sales).where(eq(sales.seq, sale.seq));
    expect(after!.quantity).toBe(before!.quantity);
    const again = await readyRentalPayment(t, await as(member), 'buyout', rental.seq);
    expect(again.statusCode).toBe(409);
  });

  it('is not offered for a listing that cannot be bought', async () => {
    const { member, rental } = await deliveredRental();
    clock.at = day(10);
    expect((await mine(member, rental.seq)).buyout).toBeNull();
    const refused = await readyRentalPayment(t, await as(member), 'buyout', rental.seq);
    expect(refused.json()).toMatchObject({ code: 'NOT_BUYABLE' });
  });
});
