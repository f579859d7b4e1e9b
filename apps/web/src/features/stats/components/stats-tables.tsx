import {
  formatWon,
  STATS_COLUMNS,
  STATS_MODE_NAMES,
  STATS_TABLE_NAMES,
  STATS_TOTAL_ROW,
  type StatsCategory,
  type StatsDay,
  type StatsListing,
  type StatsMode,
  type StatsProduct,
  type StatsReply,
  type StatsTable,
} from '@store/contract';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { DataTable, type Column } from '@/components/data-table';
import { FileDownloadButton } from '@/components/file-download-button';
import { formatCount, formatDate } from '@/lib/format';
import { downloadStatsTable } from '../api/get-stats';
import { STATS_SCREEN_TEXT as TEXT } from '../stats-text';

/** A percentage as the tables show it ('63.3%'), or a dash where there is nothing to divide by. */
export const formatPercent = (value: number | null) =>
  value === null ? TEXT.noValue : `${value.toFixed(1)}%`;

/**
 * One table of the statistics in a card: its name as the heading, the button that downloads it as
 * the server's CSV file (the same columns and rows), and the table, which scrolls sideways on a
 * narrow screen.
 */
export function StatsTableCard({
  table,
  period,
  note,
  className,
  children,
}: {
  table: StatsTable;
  period: { from: string; to: string };
  note?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const name = STATS_TABLE_NAMES[table];
  return (
    <Card as="section" className={className} aria-labelledby={headingId}>
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 id={headingId} className="h5 mb-0">
            {name}
          </h2>
          <FileDownloadButton
            label={TEXT.csvDownload(name)}
            fetchFile={() => downloadStatsTable(table, period)}
          />
        </div>
        {note && <p className="small text-body-secondary mb-2">{note}</p>}
        {children}
      </Card.Body>
    </Card>
  );
}

/** Columns named as the contract's STATS_COLUMNS (the CSV's first line), with their cells. */
function columnsOf<T>(
  table: StatsTable,
  cells: readonly { cell: (row: T) => ReactNode; end?: boolean }[],
): Column<T>[] {
  return cells.map(({ cell, end }, index) => ({
    header: STATS_COLUMNS[table][index]!,
    cell,
    ...(end ? { align: 'end' as const } : {}),
  }));
}

const withSeq = <T,>(rows: readonly T[]) => rows.map((row, seq) => ({ ...row, seq }));

const won = <T,>(amount: (row: T) => number) => ({
  cell: (row: T) => formatWon(amount(row)),
  end: true,
});
const cases = <T,>(count: (row: T) => number) => ({
  cell: (row: T) => TEXT.cases(count(row)),
  end: true,
});
const units = <T,>(count: (row: T) => number) => ({
  cell: (row: T) => formatCount(count(row)),
  end: true,
});

/** 매출, 주문 and 수량: the last columns of the tables by mode, category and listing. */
const salesColumns = [
  won((row: { sales: number }) => row.sales),
  cases((row: { orders: number }) => row.orders),
  units((row: { units: number }) => row.units),
];

/** A table of the statistics: compact, named by its table's name, scrolling sideways by keyboard. */
function StatsDataTable<T extends { seq: number }>({
  table,
  columns,
  rows,
  rowProps,
}: {
  table: StatsTable;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
}) {
  return (
    <DataTable
      focusableScroll
      size="sm"
      caption={STATS_TABLE_NAMES[table]}
      columns={columns}
      rows={rows}
      {...(rowProps ? { rowProps } : {})}
      className="align-middle text-nowrap mb-0"
    />
  );
}

type DailyRow = StatsDay & { seq: number; isTotal: boolean };

/** Each day's money and orders, and their 합계 as the last row (as in the CSV file). */
export function DailyTable({ reply }: { reply: StatsReply }) {
  const rows: DailyRow[] = [
    ...reply.days.map((day, seq) => ({ ...day, seq, isTotal: false })),
    { ...reply.totals, seq: reply.days.length, isTotal: true },
  ];
  const columns = columnsOf<DailyRow>('daily', [
    { cell: (row) => (row.isTotal ? STATS_TOTAL_ROW : formatDate(row.day)) },
    won((row) => row.buy),
    won((row) => row.rent),
    won((row) => row.extension),
    won((row) => row.lateFee),
    won((row) => row.refunds),
    won((row) => row.net),
    cases((row) => row.orders),
  ]);
  return (
    <StatsDataTable
      table="daily"
      columns={columns}
      rows={rows}
      rowProps={(row) => (row.isTotal ? { className: 'fw-bold' } : {})}
    />
  );
}

/** 구매 and 대여: money taken, orders and units. */
export function ModeTable({ modes }: { modes: readonly StatsMode[] }) {
  const columns = columnsOf<StatsMode>('mode', [
    { cell: (row) => STATS_MODE_NAMES[row.mode] },
    ...salesColumns,
  ]);
  return <StatsDataTable table="mode" columns={columns} rows={withSeq(modes)} />;
}

/** Each category with money or orders. */
export function CategoryTable({ categories }: { categories: readonly StatsCategory[] }) {
  const columns = columnsOf<StatsCategory>('category', [
    { cell: (row) => row.name },
    ...salesColumns,
  ]);
  return <StatsDataTable table="category" columns={columns} rows={withSeq(categories)} />;
}

/** The listings with the most sales. */
export function ListingsTable({ listings }: { listings: readonly StatsListing[] }) {
  const columns = columnsOf<StatsListing>('listings', [
    { cell: (row) => row.rank, end: true },
    { cell: (row) => row.saleNo },
    { cell: (row) => row.title },
    { cell: (row) => row.categoryName },
    ...salesColumns,
  ]);
  return <StatsDataTable table="listings" columns={columns} rows={withSeq(listings)} />;
}

/** Each product's units, rented unit-days, utilisation and overdue rate. */
export function ProductsTable({ products }: { products: readonly StatsProduct[] }) {
  const columns = columnsOf<StatsProduct>('products', [
    { cell: (row) => row.productNo },
    { cell: (row) => row.brand },
    { cell: (row) => row.name },
    { cell: (row) => row.categoryName },
    units((row) => row.units),
    { cell: (row) => row.rentedUnitDays, end: true },
    { cell: (row) => formatPercent(row.utilisationPercent), end: true },
    cases((row) => row.endedRentals),
    cases((row) => row.overdueRentals),
    { cell: (row) => formatPercent(row.overdueRatePercent), end: true },
  ]);
  return <StatsDataTable table="products" columns={columns} rows={withSeq(products)} />;
}
