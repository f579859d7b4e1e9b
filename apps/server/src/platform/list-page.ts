import { computePageInfo, DEFAULT_PAGE_SIZE, type PageInfo } from '@store/contract';
import type { Paging } from '../db/paging';

/**
 * Page `page` of a list call as the screens take it: the rows `find` reads for that page (of
 * `size` rows, the shop's page size unless the call names one) and the pageInfo drawn from the
 * total it counts.
 */
export async function readListPage<Row>(
  page: number,
  find: (paging: Paging) => Promise<{ rows: Row[]; total: number }>,
  size: number = DEFAULT_PAGE_SIZE,
): Promise<{ rows: Row[]; pageInfo: PageInfo }> {
  const { rows, total } = await find({ page, size });
  return { rows, pageInfo: computePageInfo(page, total, size) };
}
