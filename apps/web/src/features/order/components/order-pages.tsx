import type { Order, PageInfo } from '@store/contract';
import type { ReactNode } from 'react';
import type { EmptyStateProps } from '@/components/empty-state';
import { PagedList } from '@/components/paged-list';
import { ORDER_SCREEN_TEXT } from '../order-text';
import { ListLoadError } from './list-load-error';

export interface OrderPagesProps {
  list: { isPending: boolean; error: unknown; data?: { orderList: Order[]; pageInfo: PageInfo } };
  /** What a failed read is logged as ('주문 목록'). */
  what: string;
  empty: EmptyStateProps;
  /** The page's orders (cards, a table). */
  children: (orders: Order[]) => ReactNode;
}

/** A page of an order list: the wait, a refused read, the empty text or the orders, the pager. */
export function OrderPages({ list, what, empty, children }: OrderPagesProps) {
  const orders = list.data?.orderList ?? [];
  return (
    <PagedList
      list={list}
      count={orders.length}
      loadingLabel={ORDER_SCREEN_TEXT.loadingList}
      failure={<ListLoadError error={list.error} what={what} />}
      empty={empty}
    >
      {children(orders)}
    </PagedList>
  );
}
