import { and, eq, exists, gte, inArray, isNotNull, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { koreaDayStart, type SalesFigures } from '@store/contract';
import type { Executor } from '../../db/client';
import { paymentLines, paymentRefunds, payments, rentals } from '../../db/schema';
import {
  kindOfOrderType,
  kindOfRentalPayment,
  noSales,
  ORDER_PAYMENT_PURPOSES,
  RENTAL_PAYMENT_PURPOSES,
  withNet,
  type ListingMoney,
  type SalesKind,
} from './stats.rules';

/**
 * The money of the back office (DESIGN §18), read from the payment ledger: what the dashboard and
 * the statistics both sum. Money is taken when a payment is approved and given back when a refund
 * is made (state DONE), each on its Korea-time day.
 */

/** The Korea-time day (`YYYY-MM-DD`) of a `timestamptz` column, as SQL (whatever the session's zone). */
export const koreaDayOf = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;

const won = (value: string | number | null | undefined): number => Number(value ?? 0);

/** What the money of each source of the ledger is grouped by: a day, or a listing. */
interface Grouping {
  /** An order payment's line. */
  line: SQL | AnyPgColumn;
  /** An order payment made before payments kept their lines. */
  payment: SQL | AnyPgColumn;
  /** A rental's own payment (its rental joined). */
  rental: SQL | AnyPgColumn;
}

const BY_DAY: Grouping = {
  line: koreaDayOf(payments.approvedAt),
  payment: koreaDayOf(payments.approvedAt),
  rental: koreaDayOf(payments.approvedAt),
};

const BY_LISTING: Grouping = {
  line: paymentLines.saleSeq,
  payment: payments.saleSeq,
  rental: rentals.saleSeq,
};

/**
 * The money of payments approved from `from` up to (not including) `to`, by `grouping` and by
 * what it paid for: order payments by the lines they paid (구매 or 대여; before lines, the
 * payment's own type), rentals' own payments by purpose (연장, 연체료, a buy-out as 구매).
 */
async function readMoneyTaken<K>(
  executor: Executor,
  from: Date,
  to: Date,
  grouping: Grouping,
): Promise<{ key: K; kind: SalesKind; amount: number }[]> {
  const approvedIn = and(
    isNotNull(payments.approvedAt),
    gte(payments.approvedAt, from),
    lt(payments.approvedAt, to),
  );
  const hasLines = exists(
    executor
      .select({ one: sql`1` })
      .from(paymentLines)
      .where(eq(paymentLines.paymentSeq, payments.seq)),
  );
  const [byLine, byPayment, byRental] = await Promise.all([
    executor
      .select({
        key: grouping.line,
        type: paymentLines.orderType,
        amount: sum(paymentLines.amount),
      })
      .from(paymentLines)
      .innerJoin(payments, eq(payments.seq, paymentLines.paymentSeq))
      .where(and(approvedIn, inArray(payments.purpose, ORDER_PAYMENT_PURPOSES)))
      .groupBy(grouping.line, paymentLines.orderType),
    executor
      .select({
        key: grouping.payment,
        type: payments.orderType,
        amount: sum(payments.totalAmount),
      })
      .from(payments)
      .where(
        and(approvedIn, inArray(payments.purpose, ORDER_PAYMENT_PURPOSES), sql`not ${hasLines}`),
      )
      .groupBy(grouping.payment, payments.orderType),
    executor
      .select({
        key: grouping.rental,
        purpose: payments.purpose,
        amount: sum(payments.totalAmount),
      })
      .from(payments)
      .leftJoin(rentals, eq(rentals.seq, payments.rentalSeq))
      .where(and(approvedIn, inArray(payments.purpose, RENTAL_PAYMENT_PURPOSES)))
      .groupBy(grouping.rental, payments.purpose),
  ]);
  return [
    ...[...byLine, ...byPayment].map(({ key, type, amount }) => ({
      key: key as K,
      kind: kindOfOrderType(type),
      amount: won(amount),
    })),
    ...byRental.map(({ key, purpose, amount }) => ({
      key: key as K,
      kind: kindOfRentalPayment(purpose),
      amount: won(amount),
    })),
  ];
}

/**
 * The money of each Korea-time day from `firstDay` up to (not including) `endDay` that had any:
 * payments approved that day by what they paid for, and the refunds made that day. Days before
 * `today` are over: read once and kept (`closedDayCache`) while the ledger of those days stays as it
 * was; today is read each time.
 */
export async function readDailySales(
  executor: Executor,
  firstDay: string,
  endDay: string,
  today: string,
): Promise<Map<string, SalesFigures>> {
  const closedEnd = endDay < today ? endDay : today;
  const openFirst = firstDay > today ? firstDay : today;
  const [closed, open] = await Promise.all([
    firstDay < closedEnd ? readClosedDays(executor, firstDay, closedEnd) : new Map(),
    openFirst < endDay ? readLedgerDays(executor, openFirst, endDay) : new Map(),
  ]);
  return new Map([...closed, ...open]);
}

/** How many approvals and finished refunds the ledger holds in a span: what a late one changes. */
async function ledgerStamp(executor: Executor, from: Date, to: Date): Promise<string> {
  const [row] = await executor
    .select({
      taken: sql<number>`(select count(*) from ${payments} where ${payments.approvedAt} >= ${from.toISOString()} and ${payments.approvedAt} < ${to.toISOString()})::int`,
      refunded: sql<number>`(select count(*) from ${paymentRefunds} where ${paymentRefunds.state} = 'DONE' and ${paymentRefunds.doneAt} >= ${from.toISOString()} and ${paymentRefunds.doneAt} < ${to.toISOString()})::int`,
    })
    .from(sql`(select 1) as one`);
  return `${row?.taken ?? 0}/${row?.refunded ?? 0}`;
}

interface ClosedDays {
  stamp: string;
  days: Map<string, SalesFigures>;
}

/** Spans of past days kept per database handle: the dashboard's two weeks, a few statistics periods. */
const CLOSED_SPANS_KEPT = 8;
const closedDayCache = new WeakMap<Executor, Map<string, ClosedDays>>();

/**
 * Past days' money. A past day changes only when an approval or a refund of that day is recorded
 * late (a payment settled by the recovery job with the provider's approval time): both only add
 * rows, so the span's counts (read from their indexes alone) tell whether the kept sums still hold.
 */
async function readClosedDays(
  executor: Executor,
  firstDay: string,
  endDay: string,
): Promise<Map<string, SalesFigures>> {
  const spans = closedDayCache.get(executor) ?? new Map<string, ClosedDays>();
  closedDayCache.set(executor, spans);
  const key = `${firstDay}/${endDay}`;
  const stamp = await ledgerStamp(executor, koreaDayStart(firstDay), koreaDayStart(endDay));
  const kept = spans.get(key);
  if (kept?.stamp === stamp) return kept.days;
  const days = await readLedgerDays(executor, firstDay, endDay);
  // Stamped before the sums: a row recorded in between makes the next read sum anew.
  spans.delete(key);
  spans.set(key, { stamp, days });
  for (const oldest of spans.keys()) {
    if (spans.size <= CLOSED_SPANS_KEPT) break;
    spans.delete(oldest);
  }
  return days;
}

/** The ledger's money of each day in the span, summed now. */
async function readLedgerDays(
  executor: Executor,
  firstDay: string,
  endDay: string,
): Promise<Map<string, SalesFigures>> {
  const from = koreaDayStart(firstDay);
  const to = koreaDayStart(endDay);
  const refundDay = koreaDayOf(paymentRefunds.doneAt);
  const [taken, refunded] = await Promise.all([
    readMoneyTaken<string>(executor, from, to, BY_DAY),
    executor
      .select({ day: refundDay, amount: sum(paymentRefunds.amount) })
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.state, 'DONE'),
          gte(paymentRefunds.doneAt, from),
          lt(paymentRefunds.doneAt, to),
        ),
      )
      .groupBy(refundDay),
  ]);
  const days = new Map<string, SalesFigures>();
  const dayOf = (day: string) => {
    const figures = days.get(day) ?? noSales();
    days.set(day, figures);
    return figures;
  };
  for (const { key, kind, amount } of taken) dayOf(key)[kind] += amount;
  for (const { day, amount } of refunded) dayOf(day).refunds += won(amount);
  for (const [day, figures] of days) days.set(day, withNet(figures));
  return days;
}

/**
 * The money taken for each listing in the same days, before refunds, by what it paid for: order
 * lines by their listing, rentals' own payments by their rental's listing (null: a payment that
 * names no listing).
 */
export function readSalesByListing(
  executor: Executor,
  firstDay: string,
  endDay: string,
): Promise<ListingMoney[]> {
  return readMoneyTaken<number | null>(
    executor,
    koreaDayStart(firstDay),
    koreaDayStart(endDay),
    BY_LISTING,
  ).then((rows) => rows.map(({ key, kind, amount }) => ({ saleSeq: key, kind, amount })));
}
