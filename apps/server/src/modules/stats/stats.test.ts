// DESIGN §18: the statistics of a period, against a shop built by hand for this file.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATS_PERIOD_TEXT } from '@store/contract';
import { paymentLines, paymentRefunds, payments, rentals } from '../../db/schema';
import { createCategory, createProduct, createSale } from '../../testing/catalogue-factories';
import { createTestClock } from '../../testing/clock';
import { createMember } from '../../testing/factories';
import { createOrder } from '../../testing/order-factories';
import { useTestAppWithMembers } from '../../testing/test-app';
import { noSales } from './stats.rules';

/** Today is 2026-11-10, at noon in Korea. */
const t = useTestAppWithMembers({ clock: createTestClock(new Date('2026-11-10T03:00:00Z')) });

/** An instant given in Korea time: `2026-11-01T10:00`. */
const kst = (wallTime: string) => new Date(`${wallTime}:00+09:00`);

let payer: Awaited<ReturnType<typeof createMember>>['row'];
let paymentNo = 0;

type Sale = Awaited<ReturnType<typeof createSale>>;

/** A payment approved at `approvedAt` (purpose ORDER unless told), its lines if any. */
async function approvedPayment(
  approvedAt: Date,
  totalAmount: number,
  values: Partial<typeof payments.$inferInsert> = {},
  lines: { sale: Sale; orderType: 'BUY' | 'RENT'; count: number; amount: number }[] = [],
) {
  paymentNo += 1;
  const [row] = await t.db
    .insert(payments)
    .values({
      tid: `T-STATS-${paymentNo}`,
      provider: 'demo',
      partnerOrderId: `PO-STATS-${paymentNo}`,
      memberSeq: payer.seq,
      itemName: '통계',
      quantity: 1,
      totalAmount,
      status: 'APPROVED',
      approvedAt,
      expiresAt: approvedAt,
      ...values,
    })
    .returning({ seq: payments.seq });
  for (const [index, line] of lines.entries()) {
    await t.db.insert(paymentLines).values({
      paymentSeq: row!.seq,
      lineNo: index + 1,
      saleSeq: line.sale.seq,
      productSeq: line.sale.productSeq,
      orderType: line.orderType,
      rentalPeriod: line.orderType === 'RENT' ? 30 : 0,
      count: line.count,
      unitPrice: line.amount,
      deliveryFee: 0,
      deposit: 0,
      amount: line.amount,
      holdState: 'ORDERED',
    });
  }
  return row!.seq;
}

async function refund(paymentSeq: number, amount: number, doneAt: Date, state = 'DONE') {
  await t.db.insert(paymentRefunds).values({
    paymentSeq,
    key: `stats-refund-${paymentSeq}-${doneAt.getTime()}`,
    amount,
    reason: '통계 테스트 환불',
    state,
    doneAt: state === 'DONE' ? doneAt : null,
  });
}

/** An order placed at `placedAt`; a rental's dates and state as given (waiting if none). */
async function order(
  sale: Sale,
  placedAt: Date,
  orderType: 'BUY' | 'RENT',
  orderCount: number,
  rental: Partial<typeof rentals.$inferInsert> = {},
) {
  const row = await createOrder(
    t.ctx,
    payer,
    sale,
    { orderType, orderCount, rentalPeriod: orderType === 'RENT' ? 30 : 0, insertDttm: placedAt },
    { rental: 'waiting' },
  );
  if (orderType === 'BUY') return { orderSeq: row.seq, rentalSeq: 0 };
  if (Object.keys(rental).length > 0)
    await t.db.update(rentals).set(rental).where(eq(rentals.orderSeq, row.seq));
  const [opened] = await t.db
    .select({ seq: rentals.seq })
    .from(rentals)
    .where(eq(rentals.orderSeq, row.seq));
  return { orderSeq: row.seq, rentalSeq: opened!.seq };
}

const listings = {} as Record<'chair' | 'tent' | 'stroller', Sale>;
const productNos = {} as Record<'chair' | 'tent' | 'seat', string>;

beforeAll(async () => {
  payer = (await createMember(t.ctx, { name: '통계회원' })).row;
  const camping = await createCategory(t.ctx, { name: '캠핑' });
  const baby = await createCategory(t.ctx, { name: '유아' });
  const chair = await createProduct(t.ctx, camping.seq, { name: '캠핑 의자', stock: 1 });
  const tent = await createProduct(t.ctx, camping.seq, { name: '텐트', stock: 4 });
  const stroller = await createProduct(t.ctx, baby.seq, { name: '유모차', stock: 0 });
  const seat = await createProduct(t.ctx, baby.seq, { name: '카시트', stock: 3 });
  // Deleted, with nothing rented: not reported.
  await createProduct(t.ctx, baby.seq, { name: '보행기', stock: 2, delYn: true });
  Object.assign(productNos, { chair: chair.productNo, tent: tent.productNo, seat: seat.productNo });
  listings.chair = await createSale(t.ctx, chair, { title: '캠핑 의자 대여' });
  listings.tent = await createSale(t.ctx, tent, { title: '텐트, 4인용' });
  listings.stroller = await createSale(t.ctx, stroller, { title: '유모차' });
  const seatListing = await createSale(t.ctx, seat, { title: '카시트' });

  // 11-01 10:00: one payment of a cart, two chairs rented and a stroller bought; the stroller is
  // refunded on 11-02 (a refund still being made is not counted).
  const cart = await approvedPayment(kst('2026-11-01T10:00'), 83_000, { purpose: 'CART' }, [
    { sale: listings.chair, orderType: 'RENT', count: 2, amount: 33_000 },
    { sale: listings.stroller, orderType: 'BUY', count: 1, amount: 50_000 },
  ]);
  await refund(cart, 50_000, kst('2026-11-02T15:00'));
  await refund(cart, 3_000, kst('2026-11-02T16:00'), 'REQUESTED');
  // 11-03 23:30: a tent, paid before payments kept their lines.
  await approvedPayment(kst('2026-11-03T23:30'), 15_000, {
    saleSeq: listings.tent.seq,
    orderType: 'RENT',
  });
  // Outside the period: the minute before it and the first minute after it.
  const before = await approvedPayment(kst('2026-10-31T23:59'), 99_000, {
    saleSeq: listings.stroller.seq,
    orderType: 'BUY',
  });
  await refund(before, 99_000, kst('2026-10-31T23:59'));
  await approvedPayment(kst('2026-11-11T00:00'), 77_000, {
    saleSeq: listings.tent.seq,
    orderType: 'BUY',
  });
  // Readied, never approved.
  await approvedPayment(kst('2026-11-05T09:00'), 12_000, {
    status: 'READY',
    approvedAt: null,
    saleSeq: listings.tent.seq,
  });

  // The orders of those payments, and the rentals that use the units.
  const chairs = await order(listings.chair, kst('2026-11-01T10:00'), 'RENT', 2, {
    state: '대여중',
    startDate: '2026-11-03',
    endDate: '2026-12-03',
  });
  await order(listings.stroller, kst('2026-11-01T10:00'), 'BUY', 1);
  const tentRental = await order(listings.tent, kst('2026-11-03T23:30'), 'RENT', 1, {
    state: '인수 완료',
    startDate: '2026-11-04',
    endDate: '2026-12-04',
    returnDate: '2026-11-06',
  });
  // Rentals ordered before the period.
  await order(listings.chair, kst('2026-10-20T09:00'), 'RENT', 1, {
    state: '반납 완료',
    startDate: '2026-10-20',
    endDate: '2026-10-30',
    returnRequestedOn: '2026-11-02',
    returnDate: '2026-11-04',
  });
  await order(listings.tent, kst('2026-10-01T09:00'), 'RENT', 1, {
    state: '반납 완료',
    startDate: '2026-10-02',
    endDate: '2026-11-01',
    returnDate: '2026-11-08',
  });
  await order(listings.tent, kst('2026-10-01T09:00'), 'RENT', 1, {
    state: '반납 완료',
    startDate: '2026-10-02',
    endDate: '2026-11-01',
    returnDate: '2026-10-31',
  });
  await order(listings.tent, kst('2026-10-25T09:00'), 'RENT', 1);
  await order(seatListing, kst('2026-10-31T23:59'), 'RENT', 1, {
    state: '대여 취소',
    startDate: '2026-11-02',
    endDate: '2026-12-02',
    returnDate: '2026-11-03',
  });

  // The chairs' rental: extended (11-04 00:10) and a late fee paid (11-05); a settlement balance
  // paid that names no rental; the tent bought out (11-06).
  await approvedPayment(kst('2026-11-04T00:10'), 6_000, {
    purpose: 'EXTENSION',
    rentalSeq: chairs.rentalSeq,
  });
  await approvedPayment(kst('2026-11-05T11:00'), 2_000, {
    purpose: 'LATE_FEE',
    rentalSeq: chairs.rentalSeq,
  });
  await approvedPayment(kst('2026-11-05T12:00'), 1_000, { purpose: 'SETTLEMENT' });
  await approvedPayment(kst('2026-11-06T18:00'), 70_000, {
    purpose: 'BUYOUT',
    rentalSeq: tentRental.rentalSeq,
  });
});

const PERIOD = 'from=2026-11-01&to=2026-11-10';

async function readStats(query = PERIOD) {
  const reply = await t.app.inject({ url: `/api/admin/stats?${query}`, headers: t.admin });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}

const day = (date: string, figures: Record<string, number> = {}) => ({
  day: date,
  ...noSales(),
  orders: 0,
  ...figures,
});

describe('the statistics', () => {
  it('lays out each Korea-time day: money by kind, refunds made, net and orders placed', async () => {
    const stats = await readStats();
    expect(stats.from).toBe('2026-11-01');
    expect(stats.to).toBe('2026-11-10');
    expect(stats.days).toEqual([
      day('2026-11-01', { buy: 50_000, rent: 33_000, net: 83_000, orders: 2 }),
      day('2026-11-02', { refunds: 50_000, net: -50_000 }),
      day('2026-11-03', { rent: 15_000, net: 15_000, orders: 1 }),
      day('2026-11-04', { extension: 6_000, net: 6_000 }),
      day('2026-11-05', { lateFee: 3_000, net: 3_000 }),
      day('2026-11-06', { buy: 70_000, net: 70_000 }),
      day('2026-11-07'),
      day('2026-11-08'),
      day('2026-11-09'),
      day('2026-11-10'),
    ]);
    expect(stats.totals).toEqual(
      day('', {
        buy: 120_000,
        rent: 48_000,
        extension: 6_000,
        lateFee: 3_000,
        refunds: 50_000,
        net: 127_000,
        orders: 3,
      }),
    );
  });

  it('splits the money taken by mode and by category, and ranks the listings', async () => {
    const stats = await readStats();
    expect(stats.byMode).toEqual([
      { mode: 'BUY', sales: 120_000, orders: 1, units: 1 },
      { mode: 'RENT', sales: 57_000, orders: 2, units: 3 },
    ]);
    expect(
      stats.byCategory.map(({ name, sales, orders, units }: Record<string, unknown>) => ({
        name,
        sales,
        orders,
        units,
      })),
    ).toEqual([
      { name: '캠핑', sales: 126_000, orders: 2, units: 3 },
      { name: '유아', sales: 50_000, orders: 1, units: 1 },
      { name: '분류 없음', sales: 1_000, orders: 0, units: 0 },
    ]);
    expect(stats.byCategory.at(-1).categorySeq).toBeNull();
    expect(stats.topListings).toEqual([
      {
        rank: 1,
        saleSeq: listings.tent.seq,
        saleNo: listings.tent.saleNo,
        title: '텐트, 4인용',
        categoryName: '캠핑',
        sales: 85_000,
        orders: 1,
        units: 1,
      },
      {
        rank: 2,
        saleSeq: listings.stroller.seq,
        saleNo: listings.stroller.saleNo,
        title: '유모차',
        categoryName: '유아',
        sales: 50_000,
        orders: 1,
        units: 1,
      },
      {
        rank: 3,
        saleSeq: listings.chair.seq,
        saleNo: listings.chair.saleNo,
        title: '캠핑 의자 대여',
        categoryName: '캠핑',
        sales: 41_000,
        orders: 1,
        units: 2,
      },
    ]);
  });

  it("rates each product's utilisation and overdue rentals", async () => {
    const stats = await readStats();
    const rated = stats.products.map((row: Record<string, unknown>) => [
      row.productNo,
      row.name,
      row.units,
      row.rentedUnitDays,
      row.utilisationPercent,
      row.endedRentals,
      row.overdueRentals,
      row.overdueRatePercent,
    ]);
    expect(rated).toEqual([
      // 1 in the warehouse + 2 out: 30 unit-days. Out: the two chairs 11-03..11-10 (today), and
      // one 11-01..11-03 (back 11-04, its pickup asked on 11-02 after its end on 10-30: overdue).
      [productNos.chair, '캠핑 의자', 3, 19, 63.3, 1, 1, 100],
      // 4 in the warehouse + 1 waiting for delivery: 50 unit-days. Out: 11-04..11-05 (bought out
      // 11-06, on time) and 11-01..11-07 (back 11-08, a week after its end: overdue).
      [productNos.tent, '텐트', 5, 9, 18, 2, 1, 50],
      // A rental cancelled a day after it started: one unit-day, and it did not end as a return.
      [productNos.seat, '카시트', 3, 1, 3.3, 0, 0, null],
    ]);
  });

  it('reports the last 30 days when no period is asked for, and a single day', async () => {
    const stats = await readStats('');
    expect([stats.from, stats.to, stats.days.length]).toEqual(['2026-10-12', '2026-11-10', 30]);
    expect(stats.totals.orders).toBe(6);
    const oneDay = await readStats('from=2026-11-02&to=2026-11-02');
    expect(oneDay.days).toEqual([day('2026-11-02', { refunds: 50_000, net: -50_000 })]);
    expect(oneDay.topListings).toEqual([]);
    expect(oneDay.byCategory).toEqual([]);
  });

  it('refuses a bad period with a Korean message on its field', async () => {
    const refused = async (query: string) => {
      const reply = await t.app.inject({ url: `/api/admin/stats?${query}`, headers: t.admin });
      expect(reply.statusCode, query).toBe(400);
      return reply.json().fieldErrors;
    };
    expect(await refused('from=2026-13-01')).toEqual({ from: STATS_PERIOD_TEXT.badDate });
    expect(await refused('from=2026-11-01&to=11/10')).toEqual({ to: STATS_PERIOD_TEXT.badDate });
    expect(await refused('from=2026-11-05&to=2026-11-01')).toEqual({
      from: STATS_PERIOD_TEXT.fromAfterTo,
    });
    expect(await refused('from=2025-11-08&to=2026-11-10')).toEqual({
      from: STATS_PERIOD_TEXT.tooLong,
    });
    expect(await refused('to=2026-11-11')).toEqual({ to: STATS_PERIOD_TEXT.future });
    const message = await t.app.inject({ url: '/api/admin/stats?to=2026-11-11', headers: t.admin });
    expect(message.json().message.text).toBe('오늘 이후의 날짜는 조회할 수 없습니다.');
  });

  it('downloads each table as CSV: the byte order mark, the same columns and rows, Korean intact', async () => {
    const csv = async (table: string) => {
      const reply = await t.app.inject({
        url: `/api/admin/stats.csv?table=${table}&${PERIOD}`,
        headers: t.admin,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect([...reply.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      return { reply, lines: reply.body.slice(1).split('\r\n').slice(0, -1) };
    };

    const daily = await csv('daily');
    expect(daily.reply.headers['content-disposition']).toBe(
      `attachment; filename="stats-daily-20261101-20261110-20261110.csv"; filename*=UTF-8''${encodeURIComponent('일별매출-20261101-20261110-20261110.csv')}`,
    );
    expect(daily.lines).toEqual([
      '날짜,구매,대여,연장,연체료,환불,순매출,주문 수',
      '2026-11-01,50000,33000,0,0,0,83000,2',
      '2026-11-02,0,0,0,0,50000,-50000,0',
      '2026-11-03,0,15000,0,0,0,15000,1',
      '2026-11-04,0,0,6000,0,0,6000,0',
      '2026-11-05,0,0,0,3000,0,3000,0',
      '2026-11-06,70000,0,0,0,0,70000,0',
      '2026-11-07,0,0,0,0,0,0,0',
      '2026-11-08,0,0,0,0,0,0,0',
      '2026-11-09,0,0,0,0,0,0,0',
      '2026-11-10,0,0,0,0,0,0,0',
      '합계,120000,48000,6000,3000,50000,127000,3',
    ]);
    expect((await csv('mode')).lines).toEqual([
      '구분,매출,주문 수,수량',
      '구매,120000,1,1',
      '대여,57000,2,3',
    ]);
    expect((await csv('category')).lines).toEqual([
      '카테고리,매출,주문 수,수량',
      '캠핑,126000,2,3',
      '유아,50000,1,1',
      '분류 없음,1000,0,0',
    ]);
    expect((await csv('listings')).lines).toEqual([
      '순위,판매번호,상품명,카테고리,매출,주문 수,수량',
      `1,${listings.tent.saleNo},"텐트, 4인용",캠핑,85000,1,1`,
      `2,${listings.stroller.saleNo},유모차,유아,50000,1,1`,
      `3,${listings.chair.saleNo},캠핑 의자 대여,캠핑,41000,1,2`,
    ]);
    const rated = await csv('products');
    expect(rated.lines).toEqual([
      '상품번호,브랜드,상품명,카테고리,보유 수량,대여 수량×일,가동률(%),종료 대여,연체 대여,연체율(%)',
      `${productNos.chair},브랜드,캠핑 의자,캠핑,3,19,63.3,1,1,100`,
      `${productNos.tent},브랜드,텐트,캠핑,5,9,18,2,1,50`,
      `${productNos.seat},브랜드,카시트,유아,3,1,3.3,0,0,`,
    ]);
    expect(rated.reply.headers['content-disposition']).toContain(
      encodeURIComponent('상품별가동률연체율-20261101-20261110'),
    );
  });

  it('refuses a CSV of no table, or of a bad period, by field', async () => {
    const noTable = await t.app.inject({ url: '/api/admin/stats.csv', headers: t.admin });
    expect(noTable.statusCode).toBe(400);
    expect(Object.keys(noTable.json().fieldErrors)).toEqual(['table']);
    const badPeriod = await t.app.inject({
      url: '/api/admin/stats.csv?table=daily&from=2026-11-09&to=2026-11-01',
      headers: t.admin,
    });
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json().fieldErrors).toEqual({ from: STATS_PERIOD_TEXT.fromAfterTo });
  });

  it('is for administrators only', async () => {
    for (const url of ['/api/admin/stats', '/api/admin/stats.csv?table=daily']) {
      expect((await t.app.inject({ url, headers: t.member })).statusCode, url).toBe(403);
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });

  it("reads the same money as the dashboard's last seven days", async () => {
    // The dashboard's week ends today (11-04..11-10); so does this period.
    const stats = await readStats('from=2026-11-04&to=2026-11-10');
    const dashboard = await t.app.inject({ url: '/api/admin/dashboard', headers: t.admin });
    const { orders: _orders, day: _day, ...money } = stats.totals;
    expect(dashboard.json().sales.last7Days).toEqual(money);
  });
});
