import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  WITHDRAWAL_REASONS,
  orderStateLabel,
  type Order,
  type WithdrawalReasonCode,
} from '@store/contract';
import type { Executor } from '../../db/client';
import {
  anyContains,
  eachNewestOf,
  onKoreaDays,
  limitsDays,
  readLargePage,
  type DayRange,
  type Paging,
} from '../../db/paging';
import { findRowsInOrder, firstOrNull, koreaTimes, rowUpdater, updateOneRow } from '../../db/rows';
import { members, orderHistory, orders, products, rentals, sales } from '../../db/schema';
import { firstThumbnailOf } from '../../db/thumbnails';

import type { OrderRow } from '../../db/schema';

export type { OrderRow };

const orderColumns = {
  order: orders,
  productNo: products.productNo,
  productName: products.name,
  saleNo: sales.saleNo,
  memberId: members.memberId,
  image: firstThumbnailOf(orders.saleSeq),
};

type Joined = {
  order: OrderRow;
  productNo: string;
  productName: string;
  saleNo: string;
  memberId: string;
  image: string | null;
};

const isWithdrawalReason = (code: string | null): code is WithdrawalReasonCode =>
  code !== null && code in WITHDRAWAL_REASONS;

export function toOrder(row: Joined): Order {
  const { order } = row;
  return {
    seq: order.seq,
    orderNo: order.orderNo,
    state: order.state,
    stateName: orderStateLabel(order.state),
    saleTitle: order.saleTitle,
    name: order.name,
    recipient: order.recipient,
    phone: order.phone,
    post: order.post,
    addr: order.addr,
    addrDetail: order.addrDetail,
    request: order.request,
    totalPrice: order.totalPrice,
    deliveryFee: order.deliveryFee,
    totProdPrice: order.totProdPrice,
    prodPrice: order.prodPrice,
    orderCount: order.orderCount,
    rentalPeriod: order.rentalPeriod,
    orderType: order.orderType === 'BUY' ? 'BUY' : 'RENT',
    deposit: order.deposit,
    productNo: row.productNo,
    productName: row.productName,
    deliveryCode: order.deliveryCode,
    deliveryCompany: order.deliveryCompany,
    tracking: order.tracking,
    returnReason: isWithdrawalReason(order.returnReason) ? order.returnReason : null,
    image: { path: row.image },
    memberMemberId: row.memberId,
    saleSaleNo: row.saleNo,
    saleSeq: order.saleSeq,
    ...koreaTimes(order),
  };
}

const joined = (executor: Executor) =>
  executor
    .select(orderColumns)
    .from(orders)
    .innerJoin(products, eq(products.seq, orders.productSeq))
    .innerJoin(sales, eq(sales.seq, orders.saleSeq))
    .innerJoin(members, eq(members.seq, orders.memberSeq));

export interface OrderFilter {
  memberSeq?: number;
  q?: string | undefined;
  states?: string[] | undefined;
  /** Placed on these Korea-time days. */
  days?: DayRange | undefined;
}

/** A member's own orders (memberSeq) or all, in `states`, searched by number, title, recipient or member. */
const orderWhere = (filter: OrderFilter) =>
  and(
    filter.memberSeq === undefined ? undefined : eq(orders.memberSeq, filter.memberSeq),
    filter.states && filter.states.length > 0 ? inArray(orders.state, filter.states) : undefined,
    anyContains(filter.q, orders.orderNo, orders.saleTitle, orders.recipient, members.memberId),
    onKoreaDays(orders.insertDttm, filter.days),
  );

/** The orders' list: whole rows under a condition, keyed by seq. */
const orderList = (executor: Executor) => ({
  seq: orders.seq,
  rowsOf: (where: SQL | undefined) => joined(executor).where(where),
  seqOf: (row: Joined) => row.order.seq,
});

/**
 * Every order of the filter, newest first, `size` at a time (each batch after the last one's
 * seq, so a long export never skips or repeats a row as new orders arrive): the list's rows, for
 * its CSV.
 */
export async function* eachOrderOf(executor: Executor, filter: OrderFilter, size?: number) {
  for await (const batch of eachNewestOf(orderList(executor), orderWhere(filter), size))
    yield batch.map(toOrder);
}

/**
 * The seqs of the orders of the filter, joined to members only when a search may match a
 * member's id: the list's count and page walk the orders' indexes alone.
 */
function orderKeys(executor: Executor, filter: OrderFilter) {
  const keys = executor.select({ seq: orders.seq }).from(orders).$dynamic();
  const searched = filter.q ? keys.innerJoin(members, eq(members.seq, orders.memberSeq)) : keys;
  return searched.where(orderWhere(filter)).getSQL();
}

/** Whether the filter is no more than states: the board's counts per block then page it. */
const byStatesAlone = (filter: OrderFilter) =>
  filter.memberSeq === undefined && !filter.q && !limitsDays(filter.days);

/** Orders newest first; a member's own or all, in states, searched by number, title or recipient. */
export async function findOrderPage(executor: Executor, query: Paging & OrderFilter) {
  const { rows, ...total } = await readLargePage(
    executor,
    {
      ...orderList(executor),
      keys: orderKeys(executor, query),
      blocks: byStatesAlone(query) ? { board: 'orders', states: query.states } : undefined,
    },
    query,
  );
  return { rows: rows.map(toOrder), ...total };
}

/** One order; with `memberSeq`, only if it is that member's (ownership is part of the query). */
export async function findOrder(
  executor: Executor,
  seq: number,
  memberSeq?: number,
): Promise<Order | null> {
  const [row] = await joined(executor)
    .where(
      and(
        eq(orders.seq, seq),
        memberSeq === undefined ? undefined : eq(orders.memberSeq, memberSeq),
      ),
    )
    .limit(1);
  return row ? toOrder(row) : null;
}

export async function findOrderRow(
  executor: Executor,
  seq: number,
  options: { memberSeq?: number; lock?: boolean } = {},
) {
  const query = executor
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.seq, seq),
        options.memberSeq === undefined ? undefined : eq(orders.memberSeq, options.memberSeq),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOrderRowByNo(executor: Executor, orderNo: string, memberSeq: number) {
  return firstOrNull(
    executor
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.memberSeq, memberSeq)))
      .limit(1),
  );
}

export async function findOrderByPayment(executor: Executor, paymentSeq: number) {
  return firstOrNull(
    executor.select().from(orders).where(eq(orders.paymentSeq, paymentSeq)).limit(1),
  );
}

/** The orders made of a payment (a cart payment makes one per line), in the lines' order. */
export const findOrdersOfPayment = (executor: Executor, paymentSeq: number) =>
  executor.select().from(orders).where(eq(orders.paymentSeq, paymentSeq)).orderBy(orders.seq);

/** The same orders with each one's rental number ('' for a purchase), in one read. */
export async function findPlacedOrdersOfPayment(executor: Executor, paymentSeq: number) {
  const rows = await executor
    .select({ order: orders, rentalNo: rentals.rentalNo })
    .from(orders)
    .leftJoin(rentals, eq(rentals.orderSeq, orders.seq))
    .where(eq(orders.paymentSeq, paymentSeq))
    .orderBy(orders.seq);
  return rows.map(({ order, rentalNo }) => ({ ...order, rentalNo: rentalNo ?? '' }));
}

export async function insertOrder(executor: Executor, values: typeof orders.$inferInsert) {
  const [row] = await executor.insert(orders).values(values).returning();
  return row!;
}

export const updateOrder = rowUpdater(orders);

/** Marks the order's units as given back; true only for the first caller. */
export async function claimStockRestore(executor: Executor, seq: number): Promise<boolean> {
  return updateOneRow(executor, orders, and(eq(orders.seq, seq), eq(orders.stockRestored, false)), {
    stockRestored: true,
  });
}

export async function insertHistory(executor: Executor, values: typeof orderHistory.$inferInsert) {
  await executor.insert(orderHistory).values(values);
}

export const findHistory = (executor: Executor, orderSeq: number) =>
  findRowsInOrder(executor, orderHistory, orderHistory.orderSeq, orderSeq);

export async function findPaymentSeqOfOrder(executor: Executor, seq: number) {
  const [row] = await executor
    .select({ paymentSeq: orders.paymentSeq })
    .from(orders)
    .where(eq(orders.seq, seq));
  return row?.paymentSeq ?? null;
}
