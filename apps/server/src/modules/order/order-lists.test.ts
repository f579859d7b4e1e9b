import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSale } from '../../testing/catalogue-factories';
import { createTestClock } from '../../testing/clock';
import { createMember, signIn, signInNewMember } from '../../testing/factories';
import { createOrder } from '../../testing/order-factories';
import { expectFieldErrors } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { orders } from '../../db/schema';

const clock = createTestClock();
let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let memberId: string;
/** Oldest first, as they were placed; each one's number is smaller than the one before. */
const placed: { orderNo: string }[] = [];
const returnsPlaced: string[] = [];

/** The order's placing time is the test clock's (the database's own clock wrote it). */
const placedNow = (orderNo: string) =>
  t.db.update(orders).set({ insertDttm: clock.now() }).where(eq(orders.orderNo, orderNo));

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await signInNewMember(t, { admin: true });
  const buyer = await createMember(t.ctx);
  memberId = buyer.memberId;
  member = (await signIn(t.app, buyer)).headers;
  const category = await createCategory(t.ctx);
  const product = await createProduct(t.ctx, category.seq, { stock: 100 });
  const sale = { ...(await createSale(t.ctx, product, { quantity: 50 })), productSeq: product.seq };
  const owner = { seq: buyer.row.seq, name: buyer.row.name };
  // Each order is placed on an earlier date than the one before it, so its number (prefix and
  // date first) sorts before the earlier order's: number order and placing order disagree.
  for (const day of ['2026-12-30', '2026-12-20', '2026-12-10']) {
    clock.set(new Date(`${day}T03:00:00Z`));
    const order = await createOrder(t.ctx, owner, sale);
    await placedNow(order.orderNo);
    placed.push({ orderNo: order.orderNo });
  }
  for (const day of ['2026-11-30', '2026-11-20']) {
    clock.set(new Date(`${day}T03:00:00Z`));
    const order = await createOrder(t.ctx, owner, sale, { state: 'RT.REQ', orderType: 'BUY' });
    await placedNow(order.orderNo);
    returnsPlaced.push(order.orderNo);
  }
});
afterAll(() => t.close());

const read = async (url: string, headers: Record<string, string>) => {
  const reply = await t.app.inject({ method: 'GET', url, headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};
const newestFirst = (numbers: string[]) => [...numbers].reverse();

describe('order and rental lists', () => {
  it('show the numbers disagreeing with the placing order (what the test relies on)', () => {
    const numbers = placed.map((order) => order.orderNo);
    expect([...numbers].sort()).toEqual(newestFirst(numbers));
  });

  it("list a member's own orders newest placed first, not by number", async () => {
    const all = newestFirst([...placed.map((order) => order.orderNo), ...returnsPlaced]);
    const mine = await read('/api/order/list', member);
    expect(mine.orderList.map((order: { orderNo: string }) => order.orderNo)).toEqual(all);
    const byId = await read(`/api/order/list/${memberId}`, member);
    expect(byId.orderList.map((order: { orderNo: string }) => order.orderNo)).toEqual(all);
  });

  it('list every order and the returns to handle newest placed first, for administrators', async () => {
    const all = newestFirst([...placed.map((order) => order.orderNo), ...returnsPlaced]);
    const board = await read(`/api/order/admin/list?q=${memberId}`, admin);
    expect(board.orderList.map((order: { orderNo: string }) => order.orderNo)).toEqual(all);
    const returns = await read('/api/order/admin/list?state=C.REQ,RT.REQ,RT.PRG', admin);
    expect(returns.orderList.map((order: { orderNo: string }) => order.orderNo)).toEqual(
      newestFirst(returnsPlaced),
    );
  });

  it('list rentals newest first, for the member and for administrators', async () => {
    const rentals = newestFirst(placed.map((order) => order.orderNo));
    const mine = await read('/api/rental/list', member);
    expect(
      mine.rentalList.map((rental: { orderNoOrderNo: string }) => rental.orderNoOrderNo),
    ).toEqual(rentals);
    const board = await read('/api/rental/list/admin', admin);
    expect(
      board.rentalAdminList.map((rental: { orderNoOrderNo: string }) => rental.orderNoOrderNo),
    ).toEqual(rentals);
    // Rental numbers too run against the placing order (their date is the payment's).
    const numbers = board.rentalAdminList.map((rental: { rentalNo: string }) => rental.rentalNo);
    expect([...numbers].sort()).toEqual(numbers);
  });

  it('narrow the order board to the Korea-time days placed, either end open, with its CSV', async () => {
    const numbers = (reply: { orderList: { orderNo: string }[] }) =>
      reply.orderList.map((order) => order.orderNo);
    const [dec30, dec20, dec10] = placed.map((order) => order.orderNo);
    const [nov30, nov20] = returnsPlaced;
    expect(
      numbers(await read('/api/order/admin/list?from=2026-12-10&to=2026-12-20', admin)),
    ).toEqual([dec10, dec20]);
    // Newest placed (by the list's order) first, whatever days they carry.
    expect(numbers(await read('/api/order/admin/list?to=2026-11-30', admin))).toEqual([
      nov20,
      nov30,
    ]);
    expect(numbers(await read('/api/order/admin/list?from=2026-12-30', admin))).toEqual([dec30]);
    expect(
      numbers(await read('/api/order/admin/list?from=2026-11-25&state=RT.REQ', admin)),
    ).toEqual([nov30]);
    // Empty days are no filter, as a cleared date input sends them.
    expect(numbers(await read('/api/order/admin/list?from=&to=', admin))).toHaveLength(5);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/order/admin/list.csv?from=2026-12-10&to=2026-12-20',
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(dec10);
    expect(lines[2]).toContain(dec20);
  });

  it('refuse a day that is not one, or a range that ends before it starts, by field', async () => {
    const asAdmin = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
    await expectFieldErrors(asAdmin('/api/order/admin/list?from=2026-02-30'), {
      from: '날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
    });
    await expectFieldErrors(asAdmin('/api/order/admin/list?from=2026-12-20&to=2026-12-10'), {
      from: '시작일은 종료일보다 늦을 수 없습니다.',
    });
    await expectFieldErrors(asAdmin('/api/order/admin/list.csv?to=20261210'), {
      to: '날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
    });
    await expectFieldErrors(asAdmin('/api/rental/list/admin?from=2026-12-20&to=2026-12-10'), {
      from: '시작일은 종료일보다 늦을 수 없습니다.',
    });
    await expectFieldErrors(asAdmin('/api/rental/list/admin.csv?from=yesterday'), {
      from: '날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
    });
  });
});
