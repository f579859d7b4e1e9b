import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { toKoreaIso } from '@store/contract';
import type { Executor } from './client';

/** The first row a query answers, or null. */
export async function firstOrNull<T>(rows: PromiseLike<T[]>): Promise<T | null> {
  const [row] = await rows;
  return row ?? null;
}

/** Whether a query finds any row. */
export async function hasRow(rows: PromiseLike<unknown[]>): Promise<boolean> {
  return (await rows).length > 0;
}

/** Whether a conditional update or delete (`… returning`) touched exactly one row. */
export async function changedOne(rows: PromiseLike<unknown[]>): Promise<boolean> {
  return (await rows).length === 1;
}

/** The sort order after the last of the rows matching `where` (0 when there is none). */
export async function nextSortOrder(
  executor: Executor,
  sortOrder: PgColumn,
  where: SQL | undefined,
): Promise<number> {
  const [last] = await executor
    .select({ max: sql<number>`coalesce(max(${sortOrder}), -1)` })
    .from(sortOrder.table)
    .where(where);
  return Number(last?.max ?? -1) + 1;
}

/** A row's insert and update times as the contract carries them (ISO, Korea time). */
export const koreaTimes = (row: { insertDttm: Date; updateDttm: Date }) => ({
  insertDttm: toKoreaIso(row.insertDttm),
  updateDttm: toKoreaIso(row.updateDttm),
});
