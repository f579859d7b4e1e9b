import { and, count, eq, exists, gte, inArray, isNotNull, lt, lte, sql, sum } from 'drizzle-orm';
import {
  LOW_STOCK_THRESHOLD,
  RENTAL_STATES,
  toKoreaIsoDate,
  type DashboardReply,
  type DashboardWork,
  type SalesFigures,
} from '@store/contract';
import type { Executor } from '../../db/client';
import {
  contacts,
  orders,
  paymentLines,
  paymentRefunds,
  payments,
  products,
  rentals,
} from '../../db/schema';
import type { AppContext } from '../../platform/context';

const DAY_MS = 24 * 60 * 60 * 1000;
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The instant a Korea-time day (`YYYY-MM-DD`) begins. */
export const koreaDayStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - KOREA_OFFSET_MS);

/** `day` moved by `days` (negative: earlier). */
const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Payments that made orders: their lines say what was bought and what was rented. */
const ORDER_PURPOSES = ['ORDER', 'CART'];
/** Rentals' own payments, by what the dashboard calls them (a buy-out is a sale of the item). */
const RENTAL_PAYMENT_KINDS: Record<string, 'buy' | 'extension' | 'lateFee'> = {
  EXTENSION: 'extension',
  LATE_FEE: 'lateFee',
  // A negative settlement balance the member paid: late fees and damage owed at the return.
  SETTLEMENT: 'lateFee',
  BUYOUT: 'buy',
};

const won = (value: string | number | null | undefined): number => Number(value ?? 0);

async function countWhere(
  executor: Executor,
  table: typeof orders | typeof rentals | typeof contacts | typeof products,
  where: ReturnType<typeof and>,
): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** What waits for an administrator on `today` (Korea time). */
export async function readWork(executor: Executor, today: string): Promise<DashboardWork> {
  const [
    toShip,
    cancelRequests,
    returnRequests,
    returnsToCheck,
    overdue,
    unansweredInquiries,
    lowStock,
  ] = await Promise.all([
    countWhere(executor, orders, inArray(orders.state, ['P.CPLT', 'D.RDY'])),
    countWhere(executor, orders, eq(orders.state, 'C.REQ')),
    countWhere(executor, orders, eq(orders.state, 'RT.REQ')),
    countWhere(executor, rentals, eq(rentals.state, RENTAL_STATES.returnChecking)),
    countWhere(
      executor,
      rentals,
      and(eq(rentals.state, RENTAL_STATES.renting), lt(rentals.endDate, today)),
    ),
    countWhere(executor, contacts, and(eq(contacts.replied, false), eq(contacts.delYn, false))),
    countWhere(
      executor,
      products,
      and(lte(products.stock, LOW_STOCK_THRESHOLD), eq(products.delYn, false)),
    ),
  ]);
  return {
    toShip,
    cancelRequests,
    returnRequests,
    returnsToCheck,
    overdue,
    unansweredInquiries,
    lowStock,
  };
}

/**
 * The money of the Korea-time days from `firstDay` up to (not including) `endDay`: payments
 * approved in them, by what they paid for, and the refunds made in them.
 */
export async function readSales(
  executor: Executor,
  firstDay: string,
  endDay: string,
): Promise<SalesFigures> {
  const from = koreaDayStart(firstDay);
  const to = koreaDayStart(endDay);
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
  const [byLine, byPayment, byPurpose, refunded] = await Promise.all([
    executor
      .select({ type: paymentLines.orderType, amount: sum(paymentLines.amount) })
      .from(paymentLines)
      .innerJoin(payments, eq(payments.seq, paymentLines.paymentSeq))
      .where(and(approvedIn, inArray(payments.purpose, ORDER_PURPOSES)))
      .groupBy(paymentLines.orderType),
    // Order payments made before payments kept their lines: the payment's own type.
    executor
      .select({ type: payments.orderType, amount: sum(payments.totalAmount) })
      .from(payments)
      .where(and(approvedIn, inArray(payments.purpose, ORDER_PURPOSES), sql`not ${hasLines}`))
      .groupBy(payments.orderType),
    executor
      .select({ purpose: payments.purpose, amount: sum(payments.totalAmount) })
      .from(payments)
      .where(and(approvedIn, inArray(payments.purpose, Object.keys(RENTAL_PAYMENT_KINDS))))
      .groupBy(payments.purpose),
    executor
      .select({ amount: sum(paymentRefunds.amount) })
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.state, 'DONE'),
          gte(paymentRefunds.doneAt, from),
          lt(paymentRefunds.doneAt, to),
        ),
      ),
  ]);
  const figures = { buy: 0, rent: 0, extension: 0, lateFee: 0 };
  for (const { type, amount } of [...byLine, ...byPayment])
    figures[type === 'BUY' ? 'buy' : 'rent'] += won(amount);
  for (const { purpose, amount } of byPurpose)
    figures[RENTAL_PAYMENT_KINDS[purpose]!] += won(amount);
  const refunds = won(refunded[0]?.amount);
  const taken = figures.buy + figures.rent + figures.extension + figures.lateFee;
  return { ...figures, refunds, net: taken - refunds };
}

/**
 * The dashboard (DESIGN §18): today's work, and the money of today and of the last seven days,
 * each beside the same span a week earlier.
 */
export async function readDashboard(ctx: AppContext): Promise<DashboardReply> {
  const today = toKoreaIsoDate(ctx.clock.now());
  const tomorrow = shiftDay(today, 1);
  const [work, todaySales, sameDayLastWeek, last7Days, previous7Days] = await Promise.all([
    readWork(ctx.db, today),
    readSales(ctx.db, today, tomorrow),
    readSales(ctx.db, shiftDay(today, -7), shiftDay(today, -6)),
    readSales(ctx.db, shiftDay(today, -6), tomorrow),
    readSales(ctx.db, shiftDay(today, -13), shiftDay(today, -6)),
  ]);
  return {
    today,
    work,
    sales: { today: todaySales, sameDayLastWeek, last7Days, previous7Days },
  };
}
