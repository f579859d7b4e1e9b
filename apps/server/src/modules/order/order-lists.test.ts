import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSale } from '../../testing/catalogue-factories';
import { createTestClock } from '../../testing/clock';
import { createMember, signIn, signInNewMember } from '../../testing/factories';
import { createOrder } from '../../testing/order-factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const clock = createTestClock();
let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let memberId: string;
/** Oldest first, as they were placed; each one's number is smaller than the one before. */
const placed: { orderNo: string }[] = [];
const returnsPlaced: string[] = [];

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
    placed.push({ orderNo: order.orderNo });
  }
  for (const day of ['2026-11-30', '2026-11-20']) {
    clock.set(new Date(`${day}T03:00:00Z`));
    const order = await createOrder(t.ctx, owner, sale, { state: 'RT.REQ', orderType: 'BUY' });
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
});
