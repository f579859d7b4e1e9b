import { and, count, eq, gte, inArray, isNotNull, lt, lte, or, sql, sum } from 'drizzle-orm';
import { RENTAL_STATES, type StatsPeriod } from '@store/contract';
import type { Executor } from '../../db/client';
import { categories, orders, products, rentals, sales } from '../../db/schema';
import { koreaDayOf } from './sales-ledger';
import type { ListingInfo, ListingOrders, OrderMode, ProductUse } from './stats.rules';

/** At most this many keys in one `in (…)` list. */
const KEYS_PER_QUERY = 1000;

const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/** Orders placed from `from` up to (not including) `to` (cancelled later or not). */
const placedIn = (from: Date, to: Date) =>
  and(gte(orders.insertDttm, from), lt(orders.insertDttm, to));

/** The number of orders placed on each Korea-time day that had any. */
export async function countOrdersByDay(
  executor: Executor,
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  const day = koreaDayOf(orders.insertDttm);
  const rows = await executor
    .select({ day, orders: count() })
    .from(orders)
    .where(placedIn(from, to))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.orders]));
}

/** The orders placed for each listing, by mode, and their units. */
export async function countOrdersByListing(
  executor: Executor,
  from: Date,
  to: Date,
): Promise<ListingOrders[]> {
  const rows = await executor
    .select({
      saleSeq: orders.saleSeq,
      mode: orders.orderType,
      orders: count(),
      units: sum(orders.orderCount),
    })
    .from(orders)
    .where(placedIn(from, to))
    .groupBy(orders.saleSeq, orders.orderType);
  return rows.map((row) => ({
    saleSeq: row.saleSeq,
    mode: (row.mode === 'BUY' ? 'BUY' : 'RENT') as OrderMode,
    orders: row.orders,
    units: Number(row.units ?? 0),
  }));
}

/** The listings of `saleSeqs` (deleted ones too: their money was taken), with their category. */
export async function findListings(
  executor: Executor,
  saleSeqs: readonly number[],
): Promise<Map<number, ListingInfo>> {
  const found = new Map<number, ListingInfo>();
  for (const chunk of chunksOf(saleSeqs, KEYS_PER_QUERY)) {
    const rows = await executor
      .select({
        saleSeq: sales.seq,
        saleNo: sales.saleNo,
        title: sales.title,
        categorySeq: sales.categorySeq,
        categoryName: categories.name,
      })
      .from(sales)
      .innerJoin(categories, eq(categories.seq, sales.categorySeq))
      .where(inArray(sales.seq, chunk));
    for (const row of rows) found.set(row.saleSeq, row);
  }
  return found;
}

/**
 * How long each product's units were out on rentals during the period (units × days): a rental
 * holds its units from its start day up to, not including, the day it came back (its return date,
 * set when it ends however it ends), or through `today` while it is still out. Rentals that have
 * not started (waiting for delivery) hold nothing.
 */
async function readRentedUnitDays(
  executor: Executor,
  { from, to }: StatsPeriod,
  today: string,
): Promise<Map<number, number>> {
  const start = sql`greatest(${rentals.startDate}, ${from}::date)`;
  const end = sql`least(coalesce(${rentals.returnDate}, ${today}::date + 1), ${to}::date + 1)`;
  const rows = await executor
    .select({
      productSeq: rentals.productSeq,
      unitDays: sql<string>`sum(${orders.orderCount} * greatest(0, ${end} - ${start}))`,
    })
    .from(rentals)
    .innerJoin(orders, eq(orders.seq, rentals.orderSeq))
    .where(
      and(
        isNotNull(rentals.startDate),
        lte(rentals.startDate, to),
        or(sql`${rentals.returnDate} is null`, sql`${rentals.returnDate} > ${from}::date`),
      ),
    )
    .groupBy(rentals.productSeq);
  return new Map(rows.map((row) => [row.productSeq, Number(row.unitDays ?? 0)]));
}

/**
 * Each product's rentals that ended in the period (returned, or bought out: its return date in
 * the period), and how many of them went overdue: the day the pickup was asked for, or else the
 * day it came back, was after its end date (as the late fee counts, rental.service lateFeeOf).
 */
async function readEndedRentals(
  executor: Executor,
  { from, to }: StatsPeriod,
): Promise<Map<number, { ended: number; overdue: number }>> {
  const overdue = sql`coalesce(${rentals.returnRequestedOn}, ${rentals.returnDate}) > ${rentals.endDate}`;
  const rows = await executor
    .select({
      productSeq: rentals.productSeq,
      ended: count(),
      overdue: sql<string>`sum(case when ${overdue} then 1 else 0 end)`,
    })
    .from(rentals)
    .where(
      and(
        inArray(rentals.state, [RENTAL_STATES.returned, RENTAL_STATES.boughtOut]),
        isNotNull(rentals.endDate),
        gte(rentals.returnDate, from),
        lte(rentals.returnDate, to),
      ),
    )
    .groupBy(rentals.productSeq);
  return new Map(
    rows.map((row) => [row.productSeq, { ended: row.ended, overdue: Number(row.overdue ?? 0) }]),
  );
}

/** The states a rental is stored in until it ends (연체 is 대여중 past its end date). */
const OPEN_RENTAL_STATES = [
  RENTAL_STATES.waiting,
  RENTAL_STATES.renting,
  RENTAL_STATES.returnChecking,
  RENTAL_STATES.returnShipping,
];

/** Each product's units out on rentals that have not ended (waiting for delivery included). */
async function readUnitsOut(executor: Executor): Promise<Map<number, number>> {
  const rows = await executor
    .select({ productSeq: rentals.productSeq, units: sum(orders.orderCount) })
    .from(rentals)
    .innerJoin(orders, eq(orders.seq, rentals.orderSeq))
    .where(inArray(rentals.state, OPEN_RENTAL_STATES))
    .groupBy(rentals.productSeq);
  return new Map(rows.map((row) => [row.productSeq, Number(row.units ?? 0)]));
}

/**
 * Every product of the shop (and deleted ones rented in the period) with its units, its rented
 * unit-days and its ended and overdue rentals in the period.
 */
export async function readProductUse(
  executor: Executor,
  period: StatsPeriod,
  today: string,
): Promise<ProductUse[]> {
  const [rented, ended, out] = await Promise.all([
    readRentedUnitDays(executor, period, today),
    readEndedRentals(executor, period),
    readUnitsOut(executor),
  ]);
  const active = [...new Set([...rented.keys(), ...ended.keys(), ...out.keys()])];
  const columns = {
    productSeq: products.seq,
    productNo: products.productNo,
    brand: products.brand,
    name: products.name,
    stock: products.stock,
    categoryName: categories.name,
  };
  const listed = await executor
    .select(columns)
    .from(products)
    .innerJoin(categories, eq(categories.seq, products.categorySeq))
    .where(eq(products.delYn, false));
  const seen = new Set(listed.map((row) => row.productSeq));
  const deleted = active.filter((seq) => !seen.has(seq));
  for (const chunk of chunksOf(deleted, KEYS_PER_QUERY)) {
    listed.push(
      ...(await executor
        .select(columns)
        .from(products)
        .innerJoin(categories, eq(categories.seq, products.categorySeq))
        .where(inArray(products.seq, chunk))),
    );
  }
  return listed.map((product) => ({
    ...product,
    unitsOut: out.get(product.productSeq) ?? 0,
    rentedUnitDays: rented.get(product.productSeq) ?? 0,
    endedRentals: ended.get(product.productSeq)?.ended ?? 0,
    overdueRentals: ended.get(product.productSeq)?.overdue ?? 0,
  }));
}
