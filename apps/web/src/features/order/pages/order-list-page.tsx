import { OrderFrame } from '../components/order-frame';
import { OrderListView } from '../components/order-list-view';

/** `/order/list`: the signed-in member's orders. */
export function OrderListPage() {
  return (
    <OrderFrame title="주문내역">
      <OrderListView />
    </OrderFrame>
  );
}

export { OrderListPage as Component };
