import { and, asc, eq, sql } from 'drizzle-orm';
import type { Category, CategoryOption } from '@store/contract';
import type { Executor } from '../../db/client';
import type { Paging } from '../../db/paging';
import { koreaTimes } from '../../db/rows';
import { categories } from '../../db/schema';
import { softDeleted } from '../../db/soft-deleted';

type CategoryRow = typeof categories.$inferSelect;

export const toCategory = (row: CategoryRow): Category => ({
  seq: row.seq,
  name: row.name,
  path: row.imagePath,
  ...koreaTimes(row),
});

const table = softDeleted(categories);

export async function findCategoryOptions(executor: Executor): Promise<CategoryOption[]> {
  return executor
    .select({ seq: categories.seq, name: categories.name, path: categories.imagePath })
    .from(categories)
    .where(and(table.isActive, eq(categories.useYn, true)))
    .orderBy(asc(categories.seq));
}

export async function findCategoryPage(executor: Executor, paging: Paging) {
  const { rows, total } = await table.findActivePage(executor, paging);
  return { rows: rows.map(toCategory), total };
}

export const findActiveCategory = table.findActiveBySeq;

export const findActiveCategoryByName = (executor: Executor, name: string) =>
  table.findActive(executor, sql`lower(${categories.name}) = lower(${name})`);

export async function insertCategory(executor: Executor, values: typeof categories.$inferInsert) {
  const [row] = await executor.insert(categories).values(values).returning();
  return row!;
}

export const updateCategory = table.updateActive;
