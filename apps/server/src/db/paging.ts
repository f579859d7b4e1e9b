import {
  and,
  desc,
  gte,
  ilike,
  inArray,
  like,
  lt,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import { koreaDayStart, shiftIsoDay } from '@store/contract';
import type { Executor } from './client';

export interface Paging {
  page: number;
  size: number;
}

/** A LIKE pattern that matches `text` anywhere, with the user's % _ and \ taken literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether `word` reads the same in any case (Korean, digits): LIKE then matches as ILIKE would. */
export const isCaseless = (word: string): boolean => word.toLowerCase() === word.toUpperCase();

/** Rows whose `column` contains `text`, case-insensitively: LIKE for a caseless word (cheaper). */
export const contains = (column: Column, text: string): SQL =>
  (isCaseless(text) ? like : ilike)(column, containsPattern(text));

export const pageOffset = (page: number, size: number): number => (page - 1) * size;

/** Rows where any of `columns` contains `text`, case-insensitively; no condition without a text. */
export function anyContains(text: string | undefined, ...columns: Column[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** The Korea-time days of a list's `?from=&to=`, both included, either end open. */
export interface DayRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** Rows whose `column` (a timestamp) falls on the days of `range`; no condition for an open one. */
export function onKoreaDays(column: Column, range: DayRange | undefined): SQL | undefined {
  if (!range) return undefined;
  return and(
    range.from ? gte(column, koreaDayStart(range.from)) : undefined,
    range.to ? lt(column, koreaDayStart(shiftIsoDay(range.to, 1))) : undefined,
  );
}

/**
 * Every row a query finds, newest (highest seq) first, `size` at a time: each batch is read after
 * the last one's seq (`read(before, size)`), so a long export neither skips nor repeats a row as
 * new ones arrive, and no batch counts or skips the whole set.
 */
export async function* newestBatches<T>(
  read: (before: number | undefined, size: number) => Promise<T[]>,
  seqOf: (row: T) => number,
  size = 500,
): AsyncGenerator<T[]> {
  let before: number | undefined;
  for (;;) {
    const rows = await read(before, size);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    before = seqOf(rows.at(-1)!);
  }
}

/** A select that can still be ordered and limited, as Drizzle's is after `where`. */
interface OrderableRows<Row> extends Promise<Row[]> {
  orderBy(column: SQL): { limit(limit: number): Promise<Row[]> };
}

/** A list's whole rows (its joins) under a condition, keyed by its table's `seq`. */
export interface ListRows<Row> {
  seq: Column;
  rowsOf: (where: SQL | undefined) => OrderableRows<Row>;
  seqOf: (row: Row) => number;
}

/** Every row of `list` matching `where`, newest first, `size` at a time (see newestBatches). */
export const eachNewestOf = <Row>(list: ListRows<Row>, where: SQL | undefined, size?: number) =>
  newestBatches(
    (before, limit) =>
      list
        .rowsOf(and(where, before === undefined ? undefined : lt(list.seq, before)))
        .orderBy(desc(list.seq))
        .limit(limit),
    list.seqOf,
    size,
  );

/**
 * A list counts the rows that match exactly up to this many; past it the planner's estimate
 * stands in and the page says so (`estimated`), so no page of a large list scans every row.
 */
export const EXACT_COUNT_LIMIT = 10_000;

export interface ListTotal {
  total: number;
  /** The total is the planner's estimate (more than EXACT_COUNT_LIMIT rows match). */
  estimated: boolean;
}

/** The rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
async function rowsOf<T>(executor: Executor, statement: SQL): Promise<T[]> {
  return ((await executor.execute(statement)) as unknown as { rows: T[] }).rows;
}

/**
 * The rows `keys` (a select of the list's `seq`, filtered) finds: counted exactly up to
 * EXACT_COUNT_LIMIT, else the planner's estimate.
 */
export async function countMatching(executor: Executor, keys: SQL): Promise<ListTotal> {
  const [counted] = await rowsOf<{ n: number }>(
    executor,
    sql`select count(*)::int as n from (${keys} limit ${EXACT_COUNT_LIMIT + 1}) as matching`,
  );
  const exact = Number(counted?.n ?? 0);
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimated: false };
  const [explained] = await rowsOf<Record<string, unknown>>(
    executor,
    sql`explain (format json) ${keys}`,
  );
  const plan = Object.values(explained ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  const estimate = Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), estimated: true };
}

/**
 * The seqs of page `page`, newest first, given the list's total. A page in the older half is read
 * from the oldest end (ascending, skipping the rows after it) and turned round, so the last page
 * costs what the first does. With an estimated total the pages of the older half count from the
 * oldest row: the last page always shows the oldest rows, and a page in the middle may overlap
 * its neighbour by the estimate's error.
 */
export async function pageKeys(
  executor: Executor,
  keys: SQL,
  seq: Column,
  { page, size }: Paging,
  total: number,
): Promise<number[]> {
  const offset = pageOffset(page, size);
  const take = Math.min(size, total - offset);
  if (take <= 0) return [];
  const read = async (statement: SQL) =>
    (await rowsOf<{ seq: number }>(executor, statement)).map((row) => Number(row.seq));
  if (offset * 2 <= total) {
    return read(sql`${keys} order by ${seq} desc limit ${size} offset ${offset}`);
  }
  const after = total - offset - take;
  return (await read(sql`${keys} order by ${seq} asc limit ${take} offset ${after}`)).reverse();
}

/**
 * One page of an administrator's list over a table that may hold a million rows (DESIGN §19):
 * `keys` is the list's filter as a select of the table's `seq` alone (joining only what the
 * filter needs), so counting and skipping walk an index, never the joined rows; `rowsOf` then
 * reads the page's whole rows (their joins) for its seqs alone.
 */
export async function readLargePage<Row>(
  executor: Executor,
  list: {
    keys: SQL;
    seq: Column;
    rowsOf: (these: SQL) => Promise<Row[]>;
    seqOf: (row: Row) => number;
  },
  paging: Paging,
): Promise<{ rows: Row[] } & ListTotal> {
  // A page in the first half of the exact bound is read forward whatever the total: its read
  // need not wait for the count (on PostgreSQL the two run side by side).
  const early = pageOffset(paging.page, paging.size) * 2 <= EXACT_COUNT_LIMIT;
  const forward = early
    ? pageKeys(executor, list.keys, list.seq, paging, Number.MAX_SAFE_INTEGER)
    : undefined;
  // Should the count fail first, the read's own failure is not left unhandled.
  forward?.catch(() => undefined);
  const counted = await countMatching(executor, list.keys);
  const seqs = forward
    ? await forward
    : await pageKeys(executor, list.keys, list.seq, paging, counted.total);
  if (seqs.length === 0) return { rows: [], ...counted };
  const rows = await list.rowsOf(inArray(list.seq, seqs));
  const place = new Map(seqs.map((value, index) => [value, index]));
  rows.sort((a, b) => place.get(list.seqOf(a))! - place.get(list.seqOf(b))!);
  return { rows, ...counted };
}
