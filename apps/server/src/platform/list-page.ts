import {
  computePageInfo,
  dayRangeProblem,
  DEFAULT_PAGE_SIZE,
  type PageInfo,
} from '@store/contract';
import { AppError } from './app-error';
import type { DayRange, Paging } from '../db/paging';

/**
 * Page `page` of a list call as the screens take it: the rows `find` reads for that page (of
 * `size` rows, the shop's page size unless the call names one) and the pageInfo drawn from the
 * total it counts (an estimate past a large list's exact bound, which the pageInfo says).
 */
export async function readListPage<Row>(
  page: number,
  find: (paging: Paging) => Promise<{ rows: Row[]; total: number; estimated?: boolean }>,
  size: number = DEFAULT_PAGE_SIZE,
): Promise<{ rows: Row[]; pageInfo: PageInfo }> {
  const { rows, total, estimated } = await find({ page, size });
  const pageInfo = computePageInfo(page, total, size);
  return { rows, pageInfo: estimated ? { ...pageInfo, estimated: true } : pageInfo };
}

/** The day range of a list's query, refused by field (400) when `from` comes after `to`. */
export function checkedDayRange(range: DayRange): DayRange {
  const problem = dayRangeProblem(range);
  if (problem)
    throw new AppError('VALIDATION_FAILED', { text: problem.from, fieldErrors: problem });
  return { from: range.from, to: range.to };
}
