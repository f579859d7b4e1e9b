import { ORDER_TEXT } from '@store/contract';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { useOrderList } from '../api/get-order-list';
import type { TrackingQuery } from '../api/order-keys';
import { useListQuery } from '../order-query';
import { ORDER_SCREEN_TEXT } from '../order-text';
import { OrderCard } from './order-card';
import { OrderPages } from './order-pages';
import { SearchForm } from './search-form';
import { TrackingDialog } from './tracking-dialog';

/** The member's orders (`?q=&p=`): search, cards with their actions, pages, tracking results. */
export function OrderListView() {
  const query = useListQuery();
  const list = useOrderList(query);
  const [parcel, setParcel] = useState<TrackingQuery | null>(null);

  return (
    <>
      <div className="mb-3">
        <SearchForm id="order-search" />
      </div>
      <OrderPages
        list={list}
        what="주문 목록"
        empty={{
          text: ORDER_TEXT.empty,
          action: { label: ORDER_SCREEN_TEXT.toSaleList, to: paths.saleList },
        }}
      >
        {(orders) =>
          orders.map((order) => (
            <OrderCard key={order.seq} order={order} onShowTracking={setParcel} />
          ))
        }
      </OrderPages>
      <TrackingDialog parcel={parcel} onClose={() => setParcel(null)} />
    </>
  );
}
