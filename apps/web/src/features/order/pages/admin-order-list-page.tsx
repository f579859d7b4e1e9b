import { ENDPOINTS, ORDER_TEXT, orderStateLabel } from '@store/contract';
import Button from 'react-bootstrap/Button';
import { DayRangeFilter } from '@/components/day-range-filter';
import { FileDownloadButton } from '@/components/file-download-button';
import { PageFrame } from '@/components/page-frame';
import { StateFilter } from '@/components/state-filter';
import { useAdminOrderList } from '../api/get-admin-order-list';
import { AdminOrderTable } from '../components/admin-order-table';
import { OrderPages } from '../components/order-pages';
import { SearchForm } from '../components/search-form';
import { useAdminOrderListQuery } from '../order-query';
import { ORDER_SCREEN_TEXT } from '../order-text';
import { openTrackingPopup, trackingOf } from '../tracking';
import { apiDownload } from '@/lib/api-client';

/**
 * `/order/admin/list?q=&p=&state=&from=&to=`: every order, searchable, or only those in the
 * states of `state` (comma-separated codes, as the dashboard links) and placed on the days
 * `from`..`to`; a row opens the order.
 */
export function AdminOrderListPage() {
  const query = useAdminOrderListQuery();
  const list = useAdminOrderList(query);
  const states = query.state?.split(',') ?? [];
  const filtered =
    states.length > 0 ||
    query.q !== undefined ||
    query.from !== undefined ||
    query.to !== undefined;

  return (
    <PageFrame>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <SearchForm id="order-admin-search" />
        {/* The file holds every row of the list as it is searched and filtered now. */}
        <FileDownloadButton
          label={ORDER_SCREEN_TEXT.csvDownload}
          fetchFile={() =>
            apiDownload(
              ENDPOINTS.order.adminListCsv,
              { query: { q: query.q, state: query.state, from: query.from, to: query.to } },
              'orders.csv',
            )
          }
        />
      </div>
      <DayRangeFilter />
      {states.length > 0 && <StateFilter labels={states.map(orderStateLabel)} />}
      <OrderPages
        list={list}
        what="주문 관리 목록"
        empty={{ text: filtered ? ORDER_SCREEN_TEXT.emptyFiltered : ORDER_TEXT.empty }}
      >
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
