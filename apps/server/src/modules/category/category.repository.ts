import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { toKoreaIso, type Category, type CategoryOption } from '@store/contract';
import type { Executor } from '../../db/client';
import { pageOffset } from '../../db/paging';
import { categories } from '../../db/schema';

type CategoryRow = typeof categories.$inferSelect;

export const toCategory = (row: CategoryRow): Category => ({
  seq: row.seq,
  name: row.name,
  path: row.imagePath,
  insertDttm: toKoreaIso(row.insertDttm),
  updateDttm: toKoreaIso(row.updateDttm),
});

const isActive = eq(categories.delYn, false);

export async function findCategoryOptions(executor: Executor): Promise<CategoryOption[]> {
  return executor
    .select({ seq: categories.seq, name: categories.name, path: categories.imagePath })
    .from(categories)
    .where(and(isActive, eq(categories.useYn, true)))
    .orderBy(asc(categories.seq));
}

export async function findCategoryPage(executor: Executor, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(categories)
      .where(isActive)
      .orderBy(desc(categories.seq))
      .limit(size)
      .offset(pageOffset(page, size)),
    executor.select({ total: count() }).from(categories).where(isActive),
  ]);
  return { rows: rows.map(toCategory), total: total?.total ?? 0 };
}

export async function findActiveCategory(
  executor: Executor,
  seq: number,
): Promise<CategoryRow | null> {
  const [row] = await executor
    .select()
    .from(categories)
    .where(and(eq(categories.seq, seq), isActive))
    .limit(1);
  return row ?? null;
}

export async function findActiveCategoryByName(
  executor: Executor,
  name: string,
): Promise<CategoryRow | null> {
  const [row] = await executor
    .select()
    .from(categories)
    .where(and(sql`lower(${categories.name}) = lower(${name})`, isActive))
    .limit(1);
  return row ?? null;
}

export async function insertCategory(executor: Executor, values: typeof categories.$inferInsert) {
  const [row] = await executor.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(
  executor: Executor,
  seq: number,
  values: Partial<typeof categories.$inferInsert>,
) {
  const [row] = await executor
    .update(categories)
    .set(values)
    .where(and(eq(categories.seq, seq), isActive))
    .returning();
  return row ?? null;
}
