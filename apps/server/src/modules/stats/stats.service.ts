import {
  checkStatsPeriod,
  koreaDayStart,
  shiftIsoDay,
  STATS_TABLE_NAMES,
  toKoreaIsoDate,
  type StatsPeriod,
  type StatsQuery,
  type StatsReply,
  type StatsTable,
} from '@store/contract';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { csvStream } from '../../platform/csv';
import * as repository from './stats.repository';
import { readDailySales, readSalesByListing } from './sales-ledger';
import {
  dailySeries,
  productRates,
  salesByCategory,
  salesByMode,
  statsTableRows,
  topListings,
  totalOfDays,
} from './stats.rules';

/** The period asked for on `today`, its default filled in; a bad one is refused by field (400). */
function resolvePeriod(query: StatsQuery, today: string): StatsPeriod {
  const check = checkStatsPeriod(query, today);
  if (check.ok) return check.period;
  const fieldErrors = check.fieldErrors as Record<string, string>;
  throw new AppError('VALIDATION_FAILED', { text: Object.values(fieldErrors)[0], fieldErrors });
}

/**
 * The statistics of a period (DESIGN §18): each day's money and orders, the money and orders by
 * mode, by category and of the top listings, and each product's utilisation and overdue rate. Read
 * on the administrators' own pool share (`ctx.reports`).
 */
export async function readStats(ctx: AppContext, query: StatsQuery): Promise<StatsReply> {
  const today = toKoreaIsoDate(ctx.clock.now());
  const period = resolvePeriod(query, today);
  const db = ctx.reports;
  const endDay = shiftIsoDay(period.to, 1);
  const [from, to] = [koreaDayStart(period.from), koreaDayStart(endDay)];
  const [dailySales, dailyOrders, listingMoney, listingOrders, productUse] = await Promise.all([
    readDailySales(db, period.from, endDay, today),
    repository.countOrdersByDay(db, from, to),
    readSalesByListing(db, period.from, endDay),
    repository.countOrdersByListing(db, from, to),
    repository.readProductUse(db, period, today),
  ]);
  const saleSeqs = new Set<number>();
  for (const row of [...listingMoney, ...listingOrders])
    if (row.saleSeq !== null) saleSeqs.add(row.saleSeq);
  const listings = await repository.findListings(db, [...saleSeqs]);
  const days = dailySeries(period, dailySales, dailyOrders);
  return {
    ...period,
    days,
    totals: totalOfDays(days),
    byMode: salesByMode(listingMoney, listingOrders),
    byCategory: salesByCategory(listingMoney, listingOrders, listings),
    topListings: topListings(listingMoney, listingOrders, listings),
    products: productRates(period, productUse),
  };
}

/** The file names of a table's CSV: `일별매출-20261101-20261130`, `stats-daily-20261101-20261130`. */
function statsCsvNames(table: StatsTable, period: StatsPeriod) {
  const span = `${period.from.replace(/-/g, '')}-${period.to.replace(/-/g, '')}`;
  const korean = STATS_TABLE_NAMES[table].replace(/[\s/·]+/g, '');
  return { korean: `${korean}-${span}`, ascii: `stats-${table}-${span}` };
}

/** One table of the period's statistics as a CSV file: the rows the screen shows, same words. */
export async function exportStatsTable(ctx: AppContext, query: StatsQuery & { table: StatsTable }) {
  const reply = await readStats(ctx, query);
  const { header, rows } = statsTableRows(reply, query.table);
  async function* batches() {
    yield rows;
  }
  return {
    names: statsCsvNames(query.table, { from: reply.from, to: reply.to }),
    file: csvStream(header, batches()),
  };
}
