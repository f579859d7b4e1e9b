import { PageFrame } from '@/components/page-frame';
import { OrderListView } from '../components/order-list-view';

/** `/order/list`: the signed-in member's orders. */
export function OrderListPage() {
  return (
    <PageFrame>
      <OrderListView />
    </PageFrame>
  );
}

export { OrderListPage as Component };
