import { describe, expect, it } from 'vitest';
import { STATS_COLUMNS, type StatsReply } from '@store/contract';
import {
  addSales,
  dailySeries,
  kindOfOrderType,
  kindOfRentalPayment,
  noSales,
  overdueRatePercent,
  percentOf,
  productRates,
  salesByCategory,
  salesByMode,
  salesOfDays,
  statsTableRows,
  topListings,
  totalOfDays,
  utilisationPercent,
  withNet,
  type ListingInfo,
  type ListingMoney,
  type ListingOrders,
  type ProductUse,
} from './stats.rules';

const listing = (saleSeq: number, categorySeq: number, categoryName: string): ListingInfo => ({
  saleSeq,
  saleNo: `SA${saleSeq}`,
  title: `상품 ${saleSeq}`,
  categorySeq,
  categoryName,
});

const LISTINGS = new Map([
  [1, listing(1, 10, '캠핑')],
  [2, listing(2, 10, '캠핑')],
  [3, listing(3, 20, '유아')],
]);

describe('the money rules', () => {
  it('names what each payment paid for', () => {
    expect(kindOfOrderType('BUY')).toBe('buy');
    expect(kindOfOrderType('RENT')).toBe('rent');
    expect(kindOfRentalPayment('EXTENSION')).toBe('extension');
    expect(kindOfRentalPayment('LATE_FEE')).toBe('lateFee');
    expect(kindOfRentalPayment('SETTLEMENT')).toBe('lateFee');
    expect(kindOfRentalPayment('BUYOUT')).toBe('buy');
    expect(() => kindOfRentalPayment('ORDER')).toThrow();
  });

  it('keeps net as the money taken less the refunds, however spans are added', () => {
    const day = withNet({
      ...noSales(),
      buy: 10_000,
      rent: 5_000,
      extension: 300,
      lateFee: 20,
      refunds: 7_000,
    });
    expect(day.net).toBe(8_320);
    const other = withNet({ ...noSales(), rent: 1_000, refunds: 4_000 });
    expect(other.net).toBe(-3_000);
    expect(addSales([day, other])).toEqual({
      buy: 10_000,
      rent: 6_000,
      extension: 300,
      lateFee: 20,
      refunds: 11_000,
      net: 5_320,
    });
    expect(addSales([])).toEqual(noSales());
  });

  it('lays out every day of the period, zeros where nothing happened, and adds them up', () => {
    const days = dailySeries(
      { from: '2026-11-29', to: '2026-12-01' },
      new Map([['2026-11-30', withNet({ ...noSales(), rent: 15_000, refunds: 15_000 })]]),
      new Map([
        ['2026-11-29', 2],
        ['2026-11-30', 1],
      ]),
    );
    expect(days.map((day) => [day.day, day.rent, day.refunds, day.net, day.orders])).toEqual([
      ['2026-11-29', 0, 0, 0, 2],
      ['2026-11-30', 15_000, 15_000, 0, 1],
      ['2026-12-01', 0, 0, 0, 0],
    ]);
    expect(totalOfDays(days)).toEqual({
      day: '',
      ...withNet({ ...noSales(), rent: 15_000, refunds: 15_000 }),
      orders: 3,
    });
  });
});

describe('the breakdowns', () => {
  const money: ListingMoney[] = [
    { saleSeq: 1, kind: 'rent', amount: 30_000 },
    { saleSeq: 1, kind: 'extension', amount: 5_000 },
    { saleSeq: 2, kind: 'buy', amount: 90_000 },
    { saleSeq: 3, kind: 'buy', amount: 20_000 },
    { saleSeq: 3, kind: 'rent', amount: 15_000 },
    // A buy-out of a rental: 구매.
    { saleSeq: 1, kind: 'buy', amount: 40_000 },
    { saleSeq: null, kind: 'lateFee', amount: 1_000 },
  ];
  const orders: ListingOrders[] = [
    { saleSeq: 1, mode: 'RENT', orders: 2, units: 3 },
    { saleSeq: 2, mode: 'BUY', orders: 1, units: 1 },
    { saleSeq: 3, mode: 'RENT', orders: 1, units: 1 },
    { saleSeq: 3, mode: 'BUY', orders: 1, units: 2 },
  ];

  it('splits the money by mode: buy-outs with 구매, extensions and late fees with 대여', () => {
    expect(salesByMode(money, orders)).toEqual([
      { mode: 'BUY', sales: 150_000, orders: 2, units: 3 },
      { mode: 'RENT', sales: 51_000, orders: 3, units: 4 },
    ]);
    expect(salesByMode([], [])).toEqual([
      { mode: 'BUY', sales: 0, orders: 0, units: 0 },
      { mode: 'RENT', sales: 0, orders: 0, units: 0 },
    ]);
  });

  it('adds the listings up by category, money of no listing apart, most sales first', () => {
    expect(salesByCategory(money, orders, LISTINGS)).toEqual([
      { categorySeq: 10, name: '캠핑', sales: 165_000, orders: 3, units: 4 },
      { categorySeq: 20, name: '유아', sales: 35_000, orders: 2, units: 3 },
      { categorySeq: null, name: '분류 없음', sales: 1_000, orders: 0, units: 0 },
    ]);
  });

  it('ranks the listings by sales, then orders, at most ten', () => {
    expect(
      topListings(money, orders, LISTINGS).map((row) => [row.rank, row.saleSeq, row.sales]),
    ).toEqual([
      [1, 2, 90_000],
      [2, 1, 75_000],
      [3, 3, 35_000],
    ]);
    const many = Array.from({ length: 12 }, (_, index) => index + 1);
    const tied = topListings(
      many.map((saleSeq) => ({ saleSeq, kind: 'rent' as const, amount: 1_000 })),
      [{ saleSeq: 12, mode: 'RENT', orders: 1, units: 1 }],
      new Map(many.map((saleSeq) => [saleSeq, listing(saleSeq, 10, '캠핑')])),
    );
    // Equal sales: more orders first, then the older listing.
    expect(tied.map((row) => row.saleSeq)).toEqual([12, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(tied.at(-1)!.rank).toBe(10);
  });
});

describe('the rates', () => {
  it('gives a percentage with one decimal, or none without a whole', () => {
    expect(percentOf(5, 12)).toBe(41.7);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 7)).toBe(0);
    expect(percentOf(3, 0)).toBeNull();
  });

  it('measures utilisation as rented unit-days over the days times the units', () => {
    // 2 units over 30 days: 60 unit-days; rented 45 of them.
    expect(utilisationPercent({ rentedUnitDays: 45, days: 30, units: 2 })).toBe(75);
    expect(utilisationPercent({ rentedUnitDays: 0, days: 30, units: 4 })).toBe(0);
    expect(utilisationPercent({ rentedUnitDays: 3, days: 30, units: 0 })).toBeNull();
  });

  it('measures the overdue rate over the rentals that ended', () => {
    expect(overdueRatePercent({ ended: 4, overdue: 1 })).toBe(25);
    expect(overdueRatePercent({ ended: 0, overdue: 0 })).toBeNull();
  });

  it('rates each product with units or rentals, the most utilised first', () => {
    const use = (productNo: string, values: Partial<ProductUse>): ProductUse => ({
      productSeq: Number(productNo.slice(2)),
      productNo,
      brand: '코베아',
      name: productNo,
      categoryName: '캠핑',
      stock: 0,
      unitsOut: 0,
      rentedUnitDays: 0,
      endedRentals: 0,
      overdueRentals: 0,
      ...values,
    });
    const rated = productRates({ from: '2026-11-01', to: '2026-11-10' }, [
      use('PR1', { stock: 3, unitsOut: 1, rentedUnitDays: 10, endedRentals: 3, overdueRentals: 1 }),
      use('PR2', { stock: 1, rentedUnitDays: 10 }),
      use('PR3', {}),
      use('PR4', { stock: 5 }),
      // Deleted since, or every unit sold: no units, but rented in the period.
      use('PR5', { rentedUnitDays: 4, endedRentals: 1 }),
    ]);
    expect(
      rated.map((row) => [
        row.productNo,
        row.units,
        row.utilisationPercent,
        row.overdueRatePercent,
      ]),
    ).toEqual([
      ['PR2', 1, 100, null],
      ['PR1', 4, 25, 33.3],
      ['PR4', 5, 0, null],
      ['PR5', 0, null, 0],
    ]);
  });
});

describe('the CSV tables', () => {
  const reply: StatsReply = {
    from: '2026-11-01',
    to: '2026-11-02',
    days: [
      { day: '2026-11-01', ...withNet({ ...noSales(), rent: 15_000 }), orders: 1 },
      { day: '2026-11-02', ...withNet({ ...noSales(), refunds: 15_000 }), orders: 0 },
    ],
    totals: { day: '', ...withNet({ ...noSales(), rent: 15_000, refunds: 15_000 }), orders: 1 },
    byMode: [
      { mode: 'BUY', sales: 0, orders: 0, units: 0 },
      { mode: 'RENT', sales: 15_000, orders: 1, units: 1 },
    ],
    byCategory: [{ categorySeq: 3, name: '캠핑, 야외', sales: 15_000, orders: 1, units: 1 }],
    topListings: [
      {
        rank: 1,
        saleSeq: 7,
        saleNo: 'SA1',
        title: '텐트',
        categoryName: '캠핑, 야외',
        sales: 15_000,
        orders: 1,
        units: 1,
      },
    ],
    products: [
      {
        productSeq: 4,
        productNo: 'PR1',
        brand: '코베아',
        name: '텐트',
        categoryName: '캠핑, 야외',
        units: 2,
        rentedUnitDays: 1,
        utilisationPercent: 25,
        endedRentals: 0,
        overdueRentals: 0,
        overdueRatePercent: null,
      },
    ],
  };

  it('holds the rows the screen shows under the same column names, the days with their total', () => {
    expect(statsTableRows(reply, 'daily')).toEqual({
      header: ['날짜', '구매', '대여', '연장', '연체료', '환불', '순매출', '주문 수'],
      rows: [
        ['2026-11-01', 0, 15_000, 0, 0, 0, 15_000, 1],
        ['2026-11-02', 0, 0, 0, 0, 15_000, -15_000, 0],
        ['합계', 0, 15_000, 0, 0, 15_000, 0, 1],
      ],
    });
    expect(statsTableRows(reply, 'mode').rows).toEqual([
      ['구매', 0, 0, 0],
      ['대여', 15_000, 1, 1],
    ]);
    expect(statsTableRows(reply, 'category').rows).toEqual([['캠핑, 야외', 15_000, 1, 1]]);
    expect(statsTableRows(reply, 'listings').rows).toEqual([
      [1, 'SA1', '텐트', '캠핑, 야외', 15_000, 1, 1],
    ]);
    expect(statsTableRows(reply, 'products')).toEqual({
      header: STATS_COLUMNS.products,
      rows: [['PR1', '코베아', '텐트', '캠핑, 야외', 2, 1, 25, 0, 0, null]],
    });
  });
});

describe('the money of a span of days', () => {
  it('sums the days from the first up to, not including, the end, and nets them', () => {
    const days = new Map([
      ['2026-11-20', withNet({ ...noSales(), buy: 10_000, refunds: 1_000 })],
      ['2026-11-26', withNet({ ...noSales(), rent: 5_000, lateFee: 700 })],
      ['2026-11-27', withNet({ ...noSales(), extension: 3_000 })],
    ]);
    expect(salesOfDays(days, '2026-11-21', '2026-11-28')).toEqual({
      ...noSales(),
      rent: 5_000,
      lateFee: 700,
      extension: 3_000,
      net: 8_700,
    });
    expect(salesOfDays(days, '2026-11-20', '2026-11-21')).toEqual({
      ...noSales(),
      buy: 10_000,
      refunds: 1_000,
      net: 9_000,
    });
    expect(salesOfDays(days, '2026-11-21', '2026-11-26')).toEqual(noSales());
  });
});
