import { canCustomerMove, isTrackable, type Order } from '@store/contract';
import { paths, withQuery } from '@/config/paths';
import { trackingOf } from './tracking';
import type { TrackingQuery } from './api/order-keys';

export interface CustomerAction {
  label: string;
  to: string;
  variant: string;
}

/** What the customer may do with an order in its state (architecture.md, "Rules: orders"). */
export function customerActions(order: Pick<Order, 'seq' | 'orderNo' | 'state'>): CustomerAction[] {
  const actions: CustomerAction[] = [];
  if (canCustomerMove(order.state, 'C.REQ')) {
    actions.push({ label: '주문 취소', to: paths.cancel(order.seq), variant: 'outline-danger' });
  }
  if (canCustomerMove(order.state, 'RV.CPLT')) {
    actions.push({ label: '수령 확인', to: paths.receive(order.seq), variant: 'primary' });
  }
  if (canCustomerMove(order.state, 'RT.REQ')) {
    actions.push({
      label: '반품 신청',
      to: withQuery(paths.returnRequest, { orderNo: order.orderNo }),
      variant: 'outline-secondary',
    });
  }
  return actions;
}

/** The parcel to track, for states from delivery on (D*, RV*) with a tracking number. */
export function trackableParcel(
  order: Pick<Order, 'state' | 'deliveryCode' | 'tracking'>,
): TrackingQuery | null {
  return isTrackable(order.state) ? trackingOf(order) : null;
}
