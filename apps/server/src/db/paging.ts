import { desc, ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

export interface Paging {
  page: number;
  size: number;
}

/** A LIKE pattern that matches `text` anywhere, with the user's % _ and \ taken literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const pageOffset = (page: number, size: number): number => (page - 1) * size;

/** Rows where any of `columns` contains `text`, case-insensitively; no condition without a text. */
export function anyContains(text: string | undefined, ...columns: Column[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** One page of a dynamic select, newest (highest `seq`) first. */
export const newestPage = <T extends PgSelect>(query: T, seq: Column, { page, size }: Paging) =>
  query.orderBy(desc(seq)).limit(size).offset(pageOffset(page, size));

/** A page's rows and the count of every row that matches, read side by side. */
export async function readPage<T>(
  rows: PromiseLike<T[]>,
  counted: PromiseLike<{ total: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [found, [total]] = await Promise.all([rows, counted]);
  return { rows: found, total: total?.total ?? 0 };
}

/** Selected beside a page's columns, each row carries the count of every row that matches. */
export const windowTotal = sql<number>`count(*) over ()`;

/**
 * The total of a page read with `windowTotal`. A page past the end has no row to carry it, so
 * only then is it counted apart (`countAll`); an empty first page means there is nothing.
 */
export async function totalOfPage(
  rows: { total: number }[],
  page: number,
  countAll: () => Promise<number>,
): Promise<number> {
  if (rows[0]) return Number(rows[0].total);
  return page > 1 ? countAll() : 0;
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
