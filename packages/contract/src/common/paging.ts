import type { PageInfo } from './pagination';

/** Paging numbers and the page window, without Zod (re-exported by pagination.ts). */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_WINDOW = 10;
/** Ten million rows at ten a page: the last page of a million-order board stays reachable. */
export const MAX_PAGE = 1_000_000;
export const MAX_SEARCH_LENGTH = 100;

/**
 * Groups of PAGE_WINDOW pages: left is the first page of the current group, right the last page of
 * the group capped at totalPages. With no rows: totalPages 0, left 1, right 0.
 */
export function computePageInfo(page: number, totalRows: number, pageSize: number): PageInfo {
  const totalPages = Math.ceil(totalRows / pageSize);
  const left = Math.floor((page - 1) / PAGE_WINDOW) * PAGE_WINDOW + 1;
  const right = Math.min(left + PAGE_WINDOW - 1, totalPages);
  return { currentPageNumber: page, leftPageNumber: left, rightPageNumber: right, totalPages };
}
