import {
  daysInPeriod,
  daysOfPeriod,
  STATS_COLUMNS,
  STATS_MODE_NAMES,
  STATS_TOP_LISTINGS,
  STATS_TOTAL_ROW,
  STATS_UNCATEGORISED,
  type SalesFigures,
  type StatsCategory,
  type StatsDay,
  type StatsListing,
  type StatsMode,
  type StatsPeriod,
  type StatsProduct,
  type StatsReply,
  type StatsTable,
} from '@store/contract';

/**
 * The rules of the back office's money and rates (DESIGN §18): pure, so the dashboard, the
 * statistics and their CSV files add up the same way, and each rule is tested on its own.
 */

/** What a payment paid for, as the dashboard and the statistics split the money taken. */
export type SalesKind = 'buy' | 'rent' | 'extension' | 'lateFee';
export type OrderMode = 'BUY' | 'RENT';

/** Payments that made orders: their lines (or, before lines, the payment) say BUY or RENT. */
export const ORDER_PAYMENT_PURPOSES = ['ORDER', 'CART'];

/** Rentals' own payments, by what they paid for (a buy-out is a sale of the item). */
const RENTAL_PAYMENT_KINDS: Record<string, SalesKind> = {
  EXTENSION: 'extension',
  LATE_FEE: 'lateFee',
  // A negative settlement balance the member paid: late fees and damage owed at the return.
  SETTLEMENT: 'lateFee',
  BUYOUT: 'buy',
};
export const RENTAL_PAYMENT_PURPOSES = Object.keys(RENTAL_PAYMENT_KINDS);

/** The kind of an order line's money: 구매 for BUY, 대여 for anything else. */
export const kindOfOrderType = (orderType: string): SalesKind =>
  orderType === 'BUY' ? 'buy' : 'rent';

/** The kind of a rental's own payment (RENTAL_PAYMENT_PURPOSES). */
export function kindOfRentalPayment(purpose: string): SalesKind {
  const kind = RENTAL_PAYMENT_KINDS[purpose];
  if (!kind) throw new Error(`not a rental payment: ${purpose}`);
  return kind;
}

/** The mode money of a kind counts for: 구매 (a buy-out too), or 대여 with its extensions and late fees. */
export const modeOfKind = (kind: SalesKind): OrderMode => (kind === 'buy' ? 'BUY' : 'RENT');

export const noSales = (): SalesFigures => ({
  buy: 0,
  rent: 0,
  extension: 0,
  lateFee: 0,
  refunds: 0,
  net: 0,
});

/** `figures` with `net` made again: the four kinds of money taken less the refunds. */
export const withNet = (figures: SalesFigures): SalesFigures => ({
  ...figures,
  net: figures.buy + figures.rent + figures.extension + figures.lateFee - figures.refunds,
});

/** Several spans' money added up, `net` included. */
export function addSales(spans: Iterable<SalesFigures>): SalesFigures {
  const total = noSales();
  for (const span of spans) {
    total.buy += span.buy;
    total.rent += span.rent;
    total.extension += span.extension;
    total.lateFee += span.lateFee;
    total.refunds += span.refunds;
  }
  return withNet(total);
}

/**
 * `part` of `whole` as a percentage with one decimal place (5 of 12: 41.7), or null when there is
 * nothing to divide by.
 */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/**
 * A product's utilisation (가동률) in a period: the unit-days its rentals were out over the
 * unit-days it could have been (days in the period × its units), as a percentage; null for a
 * product without units.
 */
export const utilisationPercent = (use: {
  rentedUnitDays: number;
  days: number;
  units: number;
}): number | null => percentOf(use.rentedUnitDays, use.days * use.units);

/** A product's overdue rate (연체율): of the rentals that ended in the period, those that went overdue. */
export const overdueRatePercent = (ended: { ended: number; overdue: number }): number | null =>
  percentOf(ended.overdue, ended.ended);

/** Every day of the period with its money and its orders; days with neither are zeros. */
export function dailySeries(
  period: StatsPeriod,
  sales: ReadonlyMap<string, SalesFigures>,
  orders: ReadonlyMap<string, number>,
): StatsDay[] {
  return daysOfPeriod(period).map((day) => ({
    day,
    ...withNet(sales.get(day) ?? noSales()),
    orders: orders.get(day) ?? 0,
  }));
}

/** The days added up (`day` left empty). */
export const totalOfDays = (days: readonly StatsDay[]): StatsDay => ({
  day: '',
  ...addSales(days),
  orders: days.reduce((sum, day) => sum + day.orders, 0),
});

/** Money taken for a listing (null: none can be named) by kind, as the ledger sums it. */
export interface ListingMoney {
  saleSeq: number | null;
  kind: SalesKind;
  amount: number;
}

/** Orders placed for a listing in a mode, and their units. */
export interface ListingOrders {
  saleSeq: number;
  mode: OrderMode;
  orders: number;
  units: number;
}

export interface ListingInfo {
  saleSeq: number;
  saleNo: string;
  title: string;
  categorySeq: number;
  categoryName: string;
}

interface Share {
  sales: number;
  orders: number;
  units: number;
}

const emptyShare = (): Share => ({ sales: 0, orders: 0, units: 0 });

function addInto<K>(shares: Map<K, Share>, key: K, part: Partial<Share>) {
  const share = shares.get(key) ?? emptyShare();
  share.sales += part.sales ?? 0;
  share.orders += part.orders ?? 0;
  share.units += part.units ?? 0;
  shares.set(key, share);
}

/** Most sales first, then most orders, then `tie` (a name or number, ascending). */
const bySalesThenOrders =
  <T extends Share>(tie: (item: T) => string | number) =>
  (a: T, b: T) =>
    b.sales - a.sales || b.orders - a.orders || (tie(a) < tie(b) ? -1 : tie(a) > tie(b) ? 1 : 0);

/** 구매 then 대여, each with its money (buy-outs count as 구매) and its orders. */
export function salesByMode(
  money: readonly ListingMoney[],
  orders: readonly ListingOrders[],
): StatsMode[] {
  const shares = new Map<OrderMode, Share>([
    ['BUY', emptyShare()],
    ['RENT', emptyShare()],
  ]);
  for (const row of money) addInto(shares, modeOfKind(row.kind), { sales: row.amount });
  for (const row of orders) addInto(shares, row.mode, row);
  return [...shares].map(([mode, share]) => ({ mode, ...share }));
}

/**
 * Each category with money or orders, by its listings' category, most sales first; money no
 * listing can be named for goes to a row of its own (STATS_UNCATEGORISED).
 */
export function salesByCategory(
  money: readonly ListingMoney[],
  orders: readonly ListingOrders[],
  listings: ReadonlyMap<number, ListingInfo>,
): StatsCategory[] {
  const shares = new Map<number | null, Share>();
  const names = new Map<number | null, string>([[null, STATS_UNCATEGORISED]]);
  const categoryOf = (saleSeq: number | null) => {
    const listing = saleSeq === null ? undefined : listings.get(saleSeq);
    if (listing) names.set(listing.categorySeq, listing.categoryName);
    return listing?.categorySeq ?? null;
  };
  for (const row of money) addInto(shares, categoryOf(row.saleSeq), { sales: row.amount });
  for (const row of orders) addInto(shares, categoryOf(row.saleSeq), row);
  return [...shares]
    .map(([categorySeq, share]) => ({ categorySeq, name: names.get(categorySeq)!, ...share }))
    .filter((row) => row.sales !== 0 || row.orders !== 0)
    .sort(bySalesThenOrders((row) => row.name));
}

/** The STATS_TOP_LISTINGS listings with the most sales (then orders), ranked from 1. */
export function topListings(
  money: readonly ListingMoney[],
  orders: readonly ListingOrders[],
  listings: ReadonlyMap<number, ListingInfo>,
): StatsListing[] {
  const shares = new Map<number, Share>();
  for (const row of money)
    if (row.saleSeq !== null) addInto(shares, row.saleSeq, { sales: row.amount });
  for (const row of orders) addInto(shares, row.saleSeq, row);
  return [...shares]
    .flatMap(([saleSeq, share]) => {
      const listing = listings.get(saleSeq);
      return listing && (share.sales !== 0 || share.orders !== 0) ? [{ ...listing, ...share }] : [];
    })
    .sort(bySalesThenOrders((row) => row.saleSeq))
    .slice(0, STATS_TOP_LISTINGS)
    .map(({ saleSeq, saleNo, title, categoryName, sales, orders, units }, index) => ({
      rank: index + 1,
      saleSeq,
      saleNo,
      title,
      categoryName,
      sales,
      orders,
      units,
    }));
}

export interface ProductUse {
  productSeq: number;
  productNo: string;
  brand: string;
  name: string;
  categoryName: string;
  /** Units in the warehouse now. */
  stock: number;
  /** Units out on rentals that have not ended. */
  unitsOut: number;
  rentedUnitDays: number;
  endedRentals: number;
  overdueRentals: number;
}

/**
 * Each product the shop has units of, or that was rented in the period, with its utilisation and
 * overdue rate; the most utilised first, then by product number.
 */
export function productRates(period: StatsPeriod, products: readonly ProductUse[]): StatsProduct[] {
  const days = daysInPeriod(period);
  return products
    .map((product) => {
      const units = product.stock + product.unitsOut;
      return {
        productSeq: product.productSeq,
        productNo: product.productNo,
        brand: product.brand,
        name: product.name,
        categoryName: product.categoryName,
        units,
        rentedUnitDays: product.rentedUnitDays,
        utilisationPercent: utilisationPercent({
          rentedUnitDays: product.rentedUnitDays,
          days,
          units,
        }),
        endedRentals: product.endedRentals,
        overdueRentals: product.overdueRentals,
        overdueRatePercent: overdueRatePercent({
          ended: product.endedRentals,
          overdue: product.overdueRentals,
        }),
      };
    })
    .filter((row) => row.units > 0 || row.rentedUnitDays > 0 || row.endedRentals > 0)
    .sort(
      (a, b) =>
        (b.utilisationPercent ?? -1) - (a.utilisationPercent ?? -1) ||
        (a.productNo < b.productNo ? -1 : a.productNo > b.productNo ? 1 : 0),
    );
}

type Cell = string | number | null;

/** Each table's rows as the screen shows them (the daily table ends with its 합계 row). */
const STATS_TABLE_ROWS: Record<StatsTable, (reply: StatsReply) => Cell[][]> = {
  daily: (reply) =>
    [...reply.days, { ...reply.totals, day: STATS_TOTAL_ROW }].map((day) => [
      day.day,
      day.buy,
      day.rent,
      day.extension,
      day.lateFee,
      day.refunds,
      day.net,
      day.orders,
    ]),
  mode: (reply) =>
    reply.byMode.map((row) => [STATS_MODE_NAMES[row.mode], row.sales, row.orders, row.units]),
  category: (reply) => reply.byCategory.map((row) => [row.name, row.sales, row.orders, row.units]),
  listings: (reply) =>
    reply.topListings.map((row) => [
      row.rank,
      row.saleNo,
      row.title,
      row.categoryName,
      row.sales,
      row.orders,
      row.units,
    ]),
  products: (reply) =>
    reply.products.map((row) => [
      row.productNo,
      row.brand,
      row.name,
      row.categoryName,
      row.units,
      row.rentedUnitDays,
      row.utilisationPercent,
      row.endedRentals,
      row.overdueRentals,
      row.overdueRatePercent,
    ]),
};

/**
 * One table of the statistics as its CSV file holds it: the columns the screen heads it with, then
 * its rows as the screen shows them.
 */
export function statsTableRows(
  reply: StatsReply,
  table: StatsTable,
): { header: readonly string[]; rows: Cell[][] } {
  return { header: STATS_COLUMNS[table], rows: STATS_TABLE_ROWS[table](reply) };
}

/** The money of the days from `firstDay` up to (not including) `endDay`, of a map of days' money. */
export function salesOfDays(
  days: ReadonlyMap<string, SalesFigures>,
  firstDay: string,
  endDay: string,
): SalesFigures {
  return addSales(
    [...days].filter(([day]) => day >= firstDay && day < endDay).map(([, figures]) => figures),
  );
}
