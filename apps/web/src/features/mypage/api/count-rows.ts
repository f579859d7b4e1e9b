import { DEFAULT_PAGE_SIZE, type PageInfo } from '@store/contract';
import { useQuery, type QueryKey } from '@tanstack/react-query';

export interface Page<Row> {
  rows: Row[];
  pageInfo: PageInfo;
}

export interface RowCount<Row> {
  /** How many rows the list has in all. */
  total: number;
  /** Its first page: the newest rows. */
  newest: Row[];
  /** Whether `newest` is the whole list. */
  isWhole: boolean;
}

/**
 * How many rows a paged list holds. Its `pageInfo` counts pages, not rows: every page but the last
 * is full (10 rows), so the first and the last page tell the total in two calls at most.
 */
export async function countRows<Row>(
  pageOf: (p: number) => Promise<Page<Row>>,
): Promise<RowCount<Row>> {
  const first = await pageOf(1);
  const { totalPages } = first.pageInfo;
  if (totalPages <= 1) return { total: first.rows.length, newest: first.rows, isWhole: true };
  const last = await pageOf(totalPages);
  return {
    total: (totalPages - 1) * DEFAULT_PAGE_SIZE + last.rows.length,
    newest: first.rows,
    isWhole: false,
  };
}

/** The count of a member's paged list and its newest rows, under `queryKey`, read with `pageOf`. */
export const useRowCount = <Row>(queryKey: QueryKey, pageOf: (p: number) => Promise<Page<Row>>) =>
  useQuery({ queryKey, queryFn: () => countRows(pageOf) });
