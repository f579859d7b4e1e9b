import { and, count, eq, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
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

/** How many rows of `table` match `where`. */
export async function countRows(
  executor: Executor,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Whether a conditional update or delete (`… returning`) touched exactly one row. */
export async function changedOne(rows: PromiseLike<unknown[]>): Promise<boolean> {
  return (await rows).length === 1;
}

/** A table keyed by `seq` (the schema's `seqKey`). */
type SeqTable = PgTable & { seq: PgColumn };

/** A repository's update of `table`'s row `seq` (`updateOrder = rowUpdater(orders)`). */
export const rowUpdater =
  <T extends SeqTable>(table: T) =>
  async (executor: Executor, seq: number, values: PgUpdateSetSource<T>): Promise<void> => {
    await executor.update(table).set(values).where(eq(table.seq, seq));
  };

/**
 * A conditional update of one row (`where` names it and what it must still be): whether it was
 * changed, so of two racing callers only one is.
 */
export function updateOneRow<T extends SeqTable>(
  executor: Executor,
  table: T,
  where: SQL | undefined,
  values: PgUpdateSetSource<T>,
): Promise<boolean> {
  return changedOne(executor.update(table).set(values).where(where).returning({ seq: table.seq }));
}

/**
 * A repository's update of `table`'s row `seq` if it is the member's (ownership is part of the
 * query), answering whether it was (`updateCartLine = ownRowUpdater(cartLines)`).
 */
export const ownRowUpdater =
  <T extends SeqTable & { memberSeq: PgColumn }>(table: T) =>
  (executor: Executor, memberSeq: number, seq: number, values: PgUpdateSetSource<T>) =>
    updateOneRow(executor, table, and(eq(table.memberSeq, memberSeq), eq(table.seq, seq)), values);

/** The rows of `table` whose `column` is `value`, in the order they were written (a history). */
export async function findRowsInOrder<T extends SeqTable>(
  executor: Executor,
  table: T,
  column: PgColumn,
  value: number,
): Promise<InferSelectModel<T>[]> {
  // Drizzle cannot name the selected row of a table given as a type parameter: T's own row type.
  const rows: unknown[] = await executor
    .select()
    .from(table as SeqTable)
    .where(eq(column, value))
    .orderBy(table.seq);
  return rows as InferSelectModel<T>[];
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
