import { and, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { RENTAL_STATES } from '@store/contract';
import type { Executor } from '../../db/client';
import {
  anyContains,
  eachNewestOf,
  onKoreaDays,
  limitsDays,
  readLargePage,
  type BoardBlocks,
  type DayRange,
  type Paging,
} from '../../db/paging';
import { findRowsInOrder, firstOrNull, rowUpdater, updateOneRow } from '../../db/rows';
import {
  members,
  orders,
  products,
  rentalHistory,
  rentals,
  rentalSettlements,
  sales,
} from '../../db/schema';
import { firstThumbnailOf } from '../../db/thumbnails';

export type RentalRow = typeof rentals.$inferSelect;

/** What the member paid for the rental's history rows of `kind` (extensions, late fees). */
const paidFor = (kind: string) =>
  sql<number>`(select coalesce(sum(${rentalHistory.amount}), 0)::int from ${rentalHistory} where ${rentalHistory.rentalSeq} = ${rentals.seq} and ${rentalHistory.kind} = ${kind})`;

const columns = {
  rental: rentals,
  productName: products.name,
  productNo: products.productNo,
  productPrice: orders.prodPrice,
  orderCount: orders.orderCount,
  orderNo: orders.orderNo,
  saleTitle: orders.saleTitle,
  orderName: orders.name,
  orderPhone: orders.phone,
  orderPost: orders.post,
  orderAddr: orders.addr,
  orderAddrDetail: orders.addrDetail,
  orderState: orders.state,
  orderTotal: orders.totalPrice,
  rentalPeriod: orders.rentalPeriod,
  monthlyRent: sales.salePrice,
  purchasePrice: sales.purchasePrice,
  orderDeposit: orders.deposit,
  orderDeliveryFee: orders.deliveryFee,
  orderGoods: orders.totProdPrice,
  orderPaymentSeq: orders.paymentSeq,
  extensionPaid: paidFor('EXTEND'),
  settlement: rentalSettlements,
  lateFeePaid: paidFor('LATE_FEE'),
  saleNo: sales.saleNo,
  memberId: members.memberId,
  memberNo: members.memberNo,
  image: firstThumbnailOf(rentals.saleSeq),
};

export type RentalJoined = {
  rental: RentalRow;
  productName: string;
  productNo: string;
  productPrice: number;
  orderCount: number;
  orderNo: string;
  /** The listing's title when it was ordered. */
  saleTitle: string;
  orderName: string;
  orderPhone: string;
  orderPost: string;
  orderAddr: string;
  orderAddrDetail: string;
  orderState: string;
  orderTotal: number;
  rentalPeriod: number;
  /** The listing's rent for 30 days now (extensions are priced by it). */
  monthlyRent: number | null;
  /** The listing's price to buy one unit outright now, when it can be bought. */
  purchasePrice: number | null;
  /** Late fees paid so far (each LATE_FEE payment's amount). */
  lateFeePaid: number;
  orderDeposit: number;
  orderDeliveryFee: number;
  /** The order's rent (unit price x count). */
  orderGoods: number;
  orderPaymentSeq: number | null;
  /** Rent paid for extensions. */
  extensionPaid: number;
  settlement: typeof rentalSettlements.$inferSelect | null;
  saleNo: string;
  memberId: string;
  memberNo: string;
  image: string | null;
};

/**
 * Rentals in `state` on `today` (Korea time): 연체 is 대여중 past its end date, and 대여중 then
 * means the rest.
 */
export function inRentalState(state: string, today: string) {
  const pastDue = and(eq(rentals.state, RENTAL_STATES.renting), lt(rentals.endDate, today));
  if (state === RENTAL_STATES.overdue) return pastDue;
  if (state === RENTAL_STATES.renting)
    return and(
      eq(rentals.state, RENTAL_STATES.renting),
      or(isNull(rentals.endDate), gte(rentals.endDate, today)),
    );
  return eq(rentals.state, state);
}

export interface RentalFilter {
  memberSeq?: number;
  q?: string | undefined;
  state?: { name: string; today: string } | undefined;
  /** Ordered on these Korea-time days. */
  days?: DayRange | undefined;
}

/** A member's rentals (memberSeq) or all, in one state, searched by number, product, member or order. */
const rentalWhere = (filter: RentalFilter) =>
  and(
    filter.memberSeq === undefined ? undefined : eq(rentals.memberSeq, filter.memberSeq),
    anyContains(filter.q, rentals.rentalNo, products.name, members.memberId, orders.orderNo),
    filter.state ? inRentalState(filter.state.name, filter.state.today) : undefined,
    onKoreaDays(rentals.insertDttm, filter.days),
  );

/** The board's rows: the rental with its order, product, listing, member and statement. */
const joined = (executor: Executor) =>
  executor
    .select(columns)
    .from(rentals)
    .innerJoin(orders, eq(orders.seq, rentals.orderSeq))
    .innerJoin(products, eq(products.seq, rentals.productSeq))
    .innerJoin(sales, eq(sales.seq, rentals.saleSeq))
    .innerJoin(members, eq(members.seq, rentals.memberSeq))
    .leftJoin(rentalSettlements, eq(rentalSettlements.rentalSeq, rentals.seq));

/** The board's list: whole rows under a condition, keyed by seq. */
const rentalList = (executor: Executor) => ({
  seq: rentals.seq,
  rowsOf: (where: SQL | undefined) => joined(executor).where(where),
  seqOf: (row: RentalJoined) => row.rental.seq,
});

/**
 * Every rental of the filter, newest first, `size` at a time (each batch after the last one's
 * seq): the board's rows, for its CSV.
 */
export const eachRentalOf = (executor: Executor, filter: RentalFilter, size?: number) =>
  eachNewestOf(rentalList(executor), rentalWhere(filter), size);

/**
 * The seqs of the rentals of the filter, joined to what a search may match only when there is
 * one: the board's count and page walk the rentals' indexes alone.
 */
function rentalKeys(executor: Executor, filter: RentalFilter) {
  const keys = executor.select({ seq: rentals.seq }).from(rentals).$dynamic();
  const searched = filter.q
    ? keys
        .innerJoin(orders, eq(orders.seq, rentals.orderSeq))
        .innerJoin(products, eq(products.seq, rentals.productSeq))
        .innerJoin(members, eq(members.seq, rentals.memberSeq))
    : keys;
  return searched.where(rentalWhere(filter)).getSQL();
}

/**
 * The board's counts per block for a filter of no more than a stored state: 대여중 and 연체 split
 * one stored state by the end date, which the counts do not know.
 */
function blocksOf(filter: RentalFilter): BoardBlocks | undefined {
  if (filter.memberSeq !== undefined || filter.q || limitsDays(filter.days)) return undefined;
  const state = filter.state?.name;
  if (state === RENTAL_STATES.renting || state === RENTAL_STATES.overdue) return undefined;
  return { board: 'rental', states: state === undefined ? undefined : [state] };
}

export async function findRentalPage(executor: Executor, query: Paging & RentalFilter) {
  return readLargePage(
    executor,
    {
      ...rentalList(executor),
      keys: rentalKeys(executor, query),
      blocks: blocksOf(query),
    },
    query,
  );
}

/** One rental, by seq or rental number; with `memberSeq`, only that member's. */
export async function findRental(
  executor: Executor,
  key: { seq?: number; rentalNo?: string },
  memberSeq?: number,
): Promise<RentalJoined | null> {
  return firstOrNull(
    joined(executor)
      .where(
        and(
          key.seq !== undefined ? eq(rentals.seq, key.seq) : undefined,
          key.rentalNo !== undefined ? eq(rentals.rentalNo, key.rentalNo) : undefined,
          memberSeq === undefined ? undefined : eq(rentals.memberSeq, memberSeq),
        ),
      )
      .limit(1),
  );
}

/**
 * The rentals out with the member (대여중, no pickup asked for) whose end date is one of
 * `dueDates` or before `today`: the ones a return reminder or an overdue notice may be owed.
 */
export async function findRentalsToRemind(
  executor: Executor,
  { dueDates, today }: { dueDates: string[]; today: string },
): Promise<RentalJoined[]> {
  return joined(executor)
    .where(
      and(
        eq(rentals.state, RENTAL_STATES.renting),
        isNull(rentals.returnRequestedOn),
        or(inArray(rentals.endDate, dueDates), lt(rentals.endDate, today)),
      ),
    )
    .orderBy(rentals.seq);
}

/** The rental row locked for the rest of the transaction (extensions and saves take turns). */
export async function lockRental(executor: Executor, seq: number): Promise<RentalRow | null> {
  return firstOrNull(executor.select().from(rentals).where(eq(rentals.seq, seq)).for('update'));
}

export const updateRental = rowUpdater(rentals);

export async function insertRentalHistory(
  executor: Executor,
  values: typeof rentalHistory.$inferInsert,
) {
  await executor.insert(rentalHistory).values(values);
}

export const findRentalHistory = (executor: Executor, rentalSeq: number) =>
  findRowsInOrder(executor, rentalHistory, rentalHistory.rentalSeq, rentalSeq);

/** The history row a payment (an extension, a late fee) was applied as, if it was. */
export async function findPaidHistory(executor: Executor, paymentSeq: number) {
  return firstOrNull(
    executor.select().from(rentalHistory).where(eq(rentalHistory.paymentSeq, paymentSeq)),
  );
}

export async function insertSettlement(
  executor: Executor,
  values: typeof rentalSettlements.$inferInsert,
) {
  await executor.insert(rentalSettlements).values(values);
}

/** Marks a negative balance paid by `paymentSeq`, once: answers whether this payment did it. */
export async function markSettlementPaid(
  executor: Executor,
  rentalSeq: number,
  paymentSeq: number,
): Promise<boolean> {
  return updateOneRow(
    executor,
    rentalSettlements,
    and(
      eq(rentalSettlements.rentalSeq, rentalSeq),
      isNull(rentalSettlements.paymentSeq),
      lt(rentalSettlements.balance, 0),
    ),
    { paymentSeq, updateDttm: new Date() },
  );
}

/** The payments of the rental's extensions, oldest first. */
export async function findExtensionPayments(executor: Executor, rentalSeq: number) {
  const rows = await executor
    .select({ paymentSeq: rentalHistory.paymentSeq })
    .from(rentalHistory)
    .where(and(eq(rentalHistory.rentalSeq, rentalSeq), eq(rentalHistory.kind, 'EXTEND')))
    .orderBy(rentalHistory.seq);
  return rows.map((row) => row.paymentSeq).filter((seq): seq is number => seq !== null);
}
