import { ORDER_TEXT } from '@store/contract';
import Button from 'react-bootstrap/Button';
import { PageFrame } from '@/components/page-frame';
import { useAdminOrderList } from '../api/get-admin-order-list';
import { AdminOrderTable } from '../components/admin-order-table';
import { OrderPages } from '../components/order-pages';
import { SearchForm } from '../components/search-form';
import { useListQuery } from '../order-query';
import { ORDER_SCREEN_TEXT } from '../order-text';
import { openTrackingPopup, trackingOf } from '../tracking';

/** `/order/admin/list`: every order, searchable; a row opens the order. */
export function AdminOrderListPage() {
  const query = useListQuery();
  const list = useAdminOrderList(query);

  return (
    <PageFrame>
      <div className="mb-3">
        <SearchForm id="order-admin-search" />
      </div>
      <OrderPages list={list} what="주문 관리 목록" empty={{ text: ORDER_TEXT.empty }}>
        {(orders) => (
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
      </OrderPages>
    </PageFrame>
  );
}

export { AdminOrderListPage as Component };
