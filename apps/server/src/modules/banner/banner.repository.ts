import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Banner, BannerSlide } from '@store/contract';
import type { Executor } from '../../db/client';
import { anyContains, type Paging } from '../../db/paging';
import { koreaTimes } from '../../db/rows';
import { banners } from '../../db/schema';
import { softDeleted } from '../../db/soft-deleted';

type BannerRow = typeof banners.$inferSelect;

export const toBanner = (row: BannerRow): Banner => ({
  seq: row.seq,
  title: row.title,
  link: row.link,
  useYn: row.useYn,
  path: row.imagePath,
  ...koreaTimes(row),
});

const table = softDeleted(banners);

export async function findSlides(executor: Executor): Promise<BannerSlide[]> {
  const rows = await executor
    .select({ seq: banners.seq, link: banners.link, path: banners.imagePath, title: banners.title })
    .from(banners)
    .where(and(table.isActive, eq(banners.useYn, true), isNotNull(banners.imagePath)))
    .orderBy(asc(banners.seq));
  return rows.map((row) => ({ ...row, path: row.path ?? '' }));
}

export async function findBannerPage(
  executor: Executor,
  query: Paging & { q?: string | undefined },
) {
  const matching = anyContains(query.q, banners.title, banners.link);
  const { rows, total } = await table.findActivePage(executor, query, matching);
  return { rows: rows.map(toBanner), total };
}

export const findActiveBanner = table.findActiveBySeq;

export async function insertBanner(executor: Executor, values: typeof banners.$inferInsert) {
  await executor.insert(banners).values(values);
}

export const updateBanner = table.updateActive;
