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
import { BOARD_BLOCK_SEQS, boardBlocks } from './schema';

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

/** Whether `range` names a day at either end (an open range is no filter). */
export const limitsDays = (range: DayRange | undefined): boolean =>
  Boolean(range?.from || range?.to);

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
 * The counts per block of seqs that a board's triggers keep (migration 0020), for a list of the
 * table `board` filtered by its rows' states alone (all states without `states`).
 */
export interface BoardBlocks {
  board: 'orders' | 'rental';
  states?: readonly string[] | undefined;
}

/** How many rows of `board` are in `states` (all without), from its counts per block. */
export async function countOnBoard(executor: Executor, { board, states }: BoardBlocks) {
  const [counted] = await rowsOf<{ n: number | string }>(
    executor,
    sql`select coalesce(sum(${boardBlocks.rows}), 0)::int as n from ${boardBlocks}
        where ${boardBlocks.board} = ${board}${
          states && states.length > 0 ? sql` and ${inArray(boardBlocks.state, [...states])}` : sql``
        }`,
  );
  return Number(counted?.n ?? 0);
}

/**
 * Page `page` of a board (rows of `keys` newest first) and its exact count in one statement,
 * from the counts per block of seqs (board_block): the sums from the newest block down tell the
 * block the page starts in (and how many rows lie above it) and the block it ends in, and the
 * index is walked between the two alone, whatever the depth. `keys` must filter by no more than
 * the blocks' states do, or the counts would not be its rows'.
 */
async function boardPageKeys(
  executor: Executor,
  keys: SQL,
  { board, states }: BoardBlocks,
  { page, size }: Paging,
): Promise<{ seqs: number[]; total: number }> {
  const offset = pageOffset(page, size);
  const inStates =
    states && states.length > 0 ? sql` and ${inArray(boardBlocks.state, [...states])}` : sql``;
  const [found] = await rowsOf<{ total: number | string; seqs: (number | string)[] | null }>(
    executor,
    sql`with sums as materialized (
      select ${boardBlocks.block} as block, sum(${boardBlocks.rows})::int as rows,
             sum(sum(${boardBlocks.rows})::int) over (order by ${boardBlocks.block} desc)::int
               - sum(${boardBlocks.rows})::int as before
      from ${boardBlocks} where ${boardBlocks.board} = ${board}${inStates}
      group by ${boardBlocks.block}),
    start as (select block, before from sums where before + rows > ${offset}
              order by block desc limit 1),
    stop as (select block from sums where before + rows >= ${offset + size}
             order by block desc limit 1)
    select coalesce((select sum(rows) from sums), 0)::int as total,
      array(select k.seq from (${keys}) as k
            where k.seq < (select (block + 1) * ${sql.raw(String(BOARD_BLOCK_SEQS))} from start)
              and k.seq >= coalesce((select block * ${sql.raw(String(BOARD_BLOCK_SEQS))} from stop), 0)
            order by k.seq desc
            limit ${size} offset (select ${offset} - before from start)) as seqs`,
  );
  return {
    total: Number(found?.total ?? 0),
    seqs: (found?.seqs ?? []).map(Number),
  };
}

/**
 * One page of an administrator's list over a table that may hold a million rows (DESIGN §19):
 * `keys` is the list's filter as a select of the table's `seq` alone (joining only what the
 * filter needs), so counting and skipping walk an index, never the joined rows; `rowsOf` then
 * reads the page's whole rows (their joins) for its seqs alone. A board filtered by states alone
 * (`blocks`) is paged and counted exactly from its counts per block, at any depth.
 */
export async function readLargePage<Row>(
  executor: Executor,
  list: {
    keys: SQL;
    seq: Column;
    rowsOf: (these: SQL) => Promise<Row[]>;
    seqOf: (row: Row) => number;
    /** The board's counts per block, when the list is filtered by states alone. */
    blocks?: BoardBlocks | undefined;
  },
  paging: Paging,
): Promise<{ rows: Row[] } & ListTotal> {
  const { seqs, ...counted } = list.blocks
    ? {
        ...(await boardPageKeys(executor, list.keys, list.blocks, paging)),
        estimated: false,
      }
    : await pageKeysCounted(executor, list, paging);
  if (seqs.length === 0) return { rows: [], ...counted };
  const rows = await list.rowsOf(inArray(list.seq, seqs));
  const place = new Map(seqs.map((value, index) => [value, index]));
  rows.sort((a, b) => place.get(list.seqOf(a))! - place.get(list.seqOf(b))!);
  return { rows, ...counted };
}

/** A page's seqs and the list's count (exact up to EXACT_COUNT_LIMIT) as two reads side by side. */
async function pageKeysCounted(
  executor: Executor,
  list: { keys: SQL; seq: Column },
  paging: Paging,
): Promise<{ seqs: number[] } & ListTotal> {
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
  return { seqs, ...counted };
}
