import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * Counts one view per viewer: the first time `viewer` (a row of `views`, keyed by the viewed row
 * and the viewer) is recorded, the viewed row's `view` goes up by one. Answers the new count, or
 * null when this viewer was counted before.
 */
export async function countViewOnce(
  executor: Executor,
  views: PgTable,
  viewer: PgTable['$inferInsert'],
  viewed: PgTable & { seq: PgColumn; view: PgColumn },
  seq: number,
): Promise<number | null> {
  const inserted = await executor.insert(views).values(viewer).onConflictDoNothing().returning();
  if (inserted.length === 0) return null;
  const [updated] = await executor
    .update(viewed as PgTable)
    .set({ view: sql`${viewed.view} + 1` } as PgUpdateSetSource<PgTable>)
    .where(eq(viewed.seq, seq))
    .returning({ view: viewed.view });
  return (updated?.view as number | undefined) ?? null;
}
