import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { dayRangeQuerySchema } from '../common/pagination';
import { salesFiguresSchema } from '../dashboard/dashboard.schemas';

// The period's rules and the tables' words travel with the schemas: one entry of the contract's
// index for the domain.
export * from './stats.period';
export * from './stats.messages';

/**
 * The period of `/chart/list` (Korea-time days, both included): the lists' day range. Missing days
 * are filled in and the period is checked as a whole (`checkStatsPeriod`) by the server, which
 * knows today.
 */
export const statsQuerySchema = dayRangeQuerySchema;
export type StatsQuery = z.infer<typeof statsQuerySchema>;

/** The tables of the statistics, each downloadable as CSV, by the name the download asks for. */
export const STATS_TABLES = ['daily', 'mode', 'category', 'listings', 'products'] as const;
export type StatsTable = (typeof STATS_TABLES)[number];

export const statsCsvQuerySchema = statsQuerySchema.extend({
  table: z.enum(STATS_TABLES, { error: '내려받을 표를 선택해주세요.' }),
});
export type StatsCsvQuery = z.infer<typeof statsCsvQuerySchema>;

const won = z.number().int();
const count = z.number().int();
/** A percentage with one decimal place (41.7), or null where there is nothing to divide by. */
const percent = z.number().nullable();

/**
 * One Korea-time day: the money taken by what it paid for, as the dashboard counts it (payments
 * approved that day: 구매 and 대여 by the order lines they paid, a buy-out as 구매; 연장; 연체료
 * with settlement balances paid), the refunds made that day, `net` (the four less `refunds`), and
 * the orders placed that day (cancelled later or not).
 */
export const statsDaySchema = z.object({
  day: z.string(),
  ...salesFiguresSchema.shape,
  orders: count,
});
export type StatsDay = z.infer<typeof statsDaySchema>;

/**
 * Money taken for one mode, category or listing in the period, before refunds (`sales`: the
 * order lines paid, and for rentals their extensions, late fees and buy-outs), and the orders
 * placed for it (`orders`) with their units (`units`).
 */
const salesShareShape = { sales: won, orders: count, units: count };

export const statsModeSchema = z.object({ mode: z.enum(['BUY', 'RENT']), ...salesShareShape });
export type StatsMode = z.infer<typeof statsModeSchema>;

export const statsCategorySchema = z.object({
  /** Null: money no listing can be named for (payments older than their listing's record). */
  categorySeq: z.number().int().nullable(),
  name: z.string(),
  ...salesShareShape,
});
export type StatsCategory = z.infer<typeof statsCategorySchema>;

export const statsListingSchema = z.object({
  rank: z.number().int(),
  saleSeq: z.number().int(),
  saleNo: z.string(),
  title: z.string(),
  categoryName: z.string(),
  ...salesShareShape,
});
export type StatsListing = z.infer<typeof statsListingSchema>;

/**
 * One product's rentals in the period. `units`: the units the shop has now (in the warehouse, and
 * out on rentals not ended). `rentedUnitDays`: for each rental, its units × the days of the
 * period it was out (from its start day, up to and not including the day it came back, or through
 * today while still out). `utilisationPercent` = rentedUnitDays ÷ (days in the period × units).
 * `endedRentals`: rentals returned (반납 완료) or bought out (인수 완료) in the period;
 * `overdueRentals`: those of them that went past their end date before the pickup was asked for
 * (or they came back); `overdueRatePercent` = overdueRentals ÷ endedRentals.
 */
export const statsProductSchema = z.object({
  productSeq: z.number().int(),
  productNo: z.string(),
  brand: z.string(),
  name: z.string(),
  categoryName: z.string(),
  units: count,
  rentedUnitDays: count,
  utilisationPercent: percent,
  endedRentals: count,
  overdueRentals: count,
  overdueRatePercent: percent,
});
export type StatsProduct = z.infer<typeof statsProductSchema>;

export const statsReplySchema = z.object({
  /** The period reported (the default filled in), `YYYY-MM-DD`. */
  from: z.string(),
  to: z.string(),
  /** Every day of the period, oldest first, days without anything included. */
  days: z.array(statsDaySchema),
  /** The days added up (`day` is empty). */
  totals: statsDaySchema,
  /** 구매 then 대여, always both. */
  byMode: z.array(statsModeSchema),
  /** Categories with money or orders in the period, most sales first. */
  byCategory: z.array(statsCategorySchema),
  /** The STATS_TOP_LISTINGS listings with the most sales (then the most orders). */
  topListings: z.array(statsListingSchema),
  /** Products the shop has units of, or that had rentals in the period; most utilised first. */
  products: z.array(statsProductSchema),
});
export type StatsReply = z.infer<typeof statsReplySchema>;

/** How many listings 인기 상품 shows. */
export const STATS_TOP_LISTINGS = 10;

const endpoint = endpointsTagged('stats');

export const statsEndpoints = {
  report: endpoint(
    'GET /api/admin/stats',
    'admin',
    '통계 (기간별 매출·주문, 카테고리별, 구매/대여별, 인기 상품, 상품별 가동률·연체율)',
    { query: statsQuerySchema, response: { 200: statsReplySchema } },
  ),
  reportCsv: endpoint(
    'GET /api/admin/stats.csv',
    'admin',
    '통계 표 하나의 CSV (table: daily, mode, category, listings, products; UTF-8 BOM)',
    { query: statsCsvQuerySchema, response: { 200: z.string() } },
    { produces: 'text/csv' },
  ),
};
