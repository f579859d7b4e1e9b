import type { PageInfo } from '@store/contract';
import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { LoadingSpinner } from './loading-spinner';
import { Pagination } from './pagination';

export interface PagedListProps {
  /** The list's query: the wait, then a page of rows with its page info. */
  list: { isPending: boolean; data?: { pageInfo: PageInfo } };
  /** How many rows the page has. */
  count: number;
  /** What an empty page says, and the next step it offers. */
  empty: EmptyStateProps;
  loadingLabel?: string;
  /** What a failed read shows (a refusal's text), between the wait and the rows. */
  failure?: ReactNode;
  /** The query name of the page: `p`, or `page` on the member list. */
  pageParam?: string;
  /** The pager's name, where a screen has more than one list. */
  pageLabel?: string;
  /** The rows (a table, cards), shown when the page has any. */
  children: ReactNode;
}

/** A page of a list from the address: the wait, a failure, the empty text or the rows, the pager. */
export function PagedList({
  list,
  count,
  empty,
  loadingLabel,
  failure,
  pageParam,
  pageLabel,
  children,
}: PagedListProps) {
  return (
    <>
      {list.isPending && <LoadingSpinner label={loadingLabel} />}
      {failure}
      {list.data && count === 0 && <EmptyState {...empty} />}
      {count > 0 && children}
      {list.data && (
        <Pagination pageInfo={list.data.pageInfo} pageParam={pageParam} label={pageLabel} />
      )}
    </>
  );
}
