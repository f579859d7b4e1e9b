import { ORDER_TEXT } from '@store/contract';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadingSpinner } from '@/components/loading-spinner';
import { Pagination } from '@/components/pagination';
import { paths } from '@/config/paths';
import { useOrderList } from '../api/get-order-list';
import type { TrackingQuery } from '../api/order-keys';
import { useListQuery } from '../order-query';
import { ORDER_SCREEN_TEXT } from '../order-text';
import { ListLoadError } from './list-load-error';
import { OrderCard } from './order-card';
import { SearchForm } from './search-form';
import { TrackingDialog } from './tracking-dialog';

/** The member's orders (`?q=&p=`): search, cards with their actions, pages, tracking results. */
export function OrderListView() {
  const query = useListQuery();
  const list = useOrderList(query);
  const [parcel, setParcel] = useState<TrackingQuery | null>(null);
  const orders = list.data?.orderList ?? [];

  return (
    <>
      <div className="mb-3">
        <SearchForm id="order-search" />
      </div>
      {list.isPending && <LoadingSpinner label={ORDER_SCREEN_TEXT.loadingList} />}
      <ListLoadError error={list.error} what="주문 목록" />
      {list.data && orders.length === 0 && (
        <EmptyState
          text={ORDER_TEXT.empty}
          action={{ label: ORDER_SCREEN_TEXT.toSaleList, to: paths.saleList }}
        />
      )}
      {orders.map((order) => (
        <OrderCard key={order.seq} order={order} onShowTracking={setParcel} />
      ))}
      {list.data && <Pagination pageInfo={list.data.pageInfo} />}
      <TrackingDialog parcel={parcel} onClose={() => setParcel(null)} />
    </>
  );
}
