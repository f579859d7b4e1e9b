import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { readLargePage, type Paging } from './paging';
import { firstOrNull } from './rows';

type SoftDeletedTable = PgTable & { seq: PgColumn; delYn: PgColumn };

/**
 * The queries every soft-deleted table (keyed by `seq`, deleted by setting `del_yn`) answers the
 * same way: a deleted row is never found, listed, locked or changed again. A table with a
 * `version` (bumped by every change of the row, so a form read before a change is stale) names it.
 */
export function softDeleted<T extends SoftDeletedTable>(
  table: T,
  { version }: { version?: PgColumn } = {},
) {
  type Row = T['$inferSelect'];
  // A literal, not a parameter: a prepared statement's generic plan can then use the partial
  // indexes on `del_yn = false`, which a parameter's value would hide from it.
  const isActive = sql`${table.delYn} = false`;
  const source = table as PgTable;
  const activeWithSeq = (seq: number, ...more: (SQL | undefined)[]) =>
    and(eq(table.seq, seq), isActive, ...more);
  const findActive = (executor: Executor, where: SQL) =>
    firstOrNull(
      executor.select().from(source).where(and(where, isActive)).limit(1),
    ) as Promise<Row | null>;

  return {
    isActive,
    /** The active row matching `where`, or null. */
    findActive,
    findActiveBySeq: (executor: Executor, seq: number) => findActive(executor, eq(table.seq, seq)),

    /** The active row, locked for the rest of the transaction; null when there is none. */
    lockActive: (executor: Executor, seq: number) =>
      firstOrNull(
        executor.select().from(source).where(activeWithSeq(seq)).for('update'),
      ) as Promise<Row | null>,

    /** A page of the active rows matching `where`, newest first, and how many match. */
    findActivePage(executor: Executor, paging: Paging, where?: SQL) {
      const matching = and(isActive, where);
      return readLargePage<Row>(
        executor,
        {
          keys: executor.select({ seq: table.seq }).from(source).where(matching).getSQL(),
          seq: table.seq,
          rowsOf: (these) => executor.select().from(source).where(these) as Promise<Row[]>,
          seqOf: (row) => (row as { seq: number }).seq,
        },
        paging,
      );
    },

    /**
     * Updates the active row, bumping the version of a table that has one; with `expectedVersion`,
     * only the row still at that version, so an edit saved from a form read before the row changed
     * matches nothing. Answers the row as it now is, or null when nothing matched.
     */
    updateActive: (
      executor: Executor,
      seq: number,
      values: Partial<T['$inferInsert']>,
      expectedVersion?: number,
    ) =>
      firstOrNull(
        executor
          .update(source)
          .set({
            ...values,
            ...(version ? { version: sql`${version} + 1` } : {}),
          } as PgUpdateSetSource<PgTable>)
          .where(
            activeWithSeq(
              seq,
              version && expectedVersion !== undefined ? eq(version, expectedVersion) : undefined,
            ),
          )
          .returning(),
      ) as Promise<Row | null>,
  };
}
