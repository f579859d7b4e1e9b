import { ORDER_TEXT } from '@store/contract';
import Button from 'react-bootstrap/Button';
import { EmptyState } from '@/components/empty-state';
import { LoadingSpinner } from '@/components/loading-spinner';
import { Pagination } from '@/components/pagination';
import { useAdminOrderList } from '../api/get-admin-order-list';
import { AdminOrderTable } from '../components/admin-order-table';
import { ListLoadError } from '../components/list-load-error';
import { OrderFrame } from '../components/order-frame';
import { SearchForm } from '../components/search-form';
import { useListQuery } from '../order-query';
import { ORDER_SCREEN_TEXT } from '../order-text';
import { openTrackingPopup, trackingOf } from '../tracking';

/** `/order/admin/list`: every order, searchable; a row opens the order. */
export function AdminOrderListPage() {
  const query = useListQuery();
  const list = useAdminOrderList(query);
  const orders = list.data?.orderList ?? [];

  return (
    <OrderFrame title="주문 관리">
      <div className="mb-3">
        <SearchForm id="order-admin-search" />
      </div>
      {list.isPending && <LoadingSpinner label={ORDER_SCREEN_TEXT.loadingList} />}
      <ListLoadError error={list.error} what="주문 관리 목록" />
      {list.data && orders.length === 0 && <EmptyState text={ORDER_TEXT.empty} />}
      {orders.length > 0 && (
        <AdminOrderTable
          orders={orders}
          action={{
            heading: '배송 조회',
            cell: (order) => {
              const parcel = trackingOf(order);
              return parcel ? (
                <Button
                  variant="outline-primary"
                  size="sm"
                  aria-label={`배송 조회: ${order.orderNo}`}
                  onClick={() => openTrackingPopup(parcel, 'admin')}
                >
                  배송 조회
                </Button>
              ) : (
                ORDER_SCREEN_TEXT.none
              );
            },
          }}
        />
      )}
      {list.data && <Pagination pageInfo={list.data.pageInfo} />}
    </OrderFrame>
  );
}

export { AdminOrderListPage as Component };
