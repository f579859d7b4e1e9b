import { and, asc, count, desc, eq, ilike, isNotNull, or } from 'drizzle-orm';
import { toKoreaIso, type Banner, type BannerSlide } from '@store/contract';
import type { Executor } from '../../db/client';
import { containsPattern, pageOffset } from '../../db/paging';
import { banners } from '../../db/schema';

type BannerRow = typeof banners.$inferSelect;

export const toBanner = (row: BannerRow): Banner => ({
  seq: row.seq,
  title: row.title,
  link: row.link,
  useYn: row.useYn,
  path: row.imagePath,
  insertDttm: toKoreaIso(row.insertDttm),
  updateDttm: toKoreaIso(row.updateDttm),
});

const isActive = eq(banners.delYn, false);

export async function findSlides(executor: Executor): Promise<BannerSlide[]> {
  const rows = await executor
    .select({ seq: banners.seq, link: banners.link, path: banners.imagePath, title: banners.title })
    .from(banners)
    .where(and(isActive, eq(banners.useYn, true), isNotNull(banners.imagePath)))
    .orderBy(asc(banners.seq));
  return rows.map((row) => ({ ...row, path: row.path ?? '' }));
}

export async function findBannerPage(
  executor: Executor,
  query: { q?: string | undefined; page: number; size: number },
) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    isActive,
    pattern ? or(ilike(banners.title, pattern), ilike(banners.link, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(banners)
      .where(where)
      .orderBy(desc(banners.seq))
      .limit(query.size)
      .offset(pageOffset(query.page, query.size)),
    executor.select({ total: count() }).from(banners).where(where),
  ]);
  return { rows: rows.map(toBanner), total: total?.total ?? 0 };
}

export async function findActiveBanner(executor: Executor, seq: number) {
  const [row] = await executor
    .select()
    .from(banners)
    .where(and(eq(banners.seq, seq), isActive))
    .limit(1);
  return row ?? null;
}

export async function insertBanner(executor: Executor, values: typeof banners.$inferInsert) {
  await executor.insert(banners).values(values);
}

export async function updateBanner(
  executor: Executor,
  seq: number,
  values: Partial<typeof banners.$inferInsert>,
) {
  const [row] = await executor
    .update(banners)
    .set(values)
    .where(and(eq(banners.seq, seq), isActive))
    .returning();
  return row ?? null;
}
