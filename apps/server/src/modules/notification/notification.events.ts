import { formatKoreaDateTime } from '@store/contract';
import type { OrderRow } from '../../db/schema';
import type { NotificationData } from './notification.data';

/** The acknowledgement of orders paid together (one order, or a cart's), as they were made. */
export function orderReceived(orders: OrderRow[], at: Date): NotificationData {
  const first = orders[0];
  if (!first) throw new Error('an acknowledgement needs an order');
  return {
    kind: 'ORDER_RECEIVED',
    orderSeq: orders.length === 1 ? first.seq : null,
    lines: orders.map((order) => ({
      orderNo: order.orderNo,
      title: order.saleTitle,
      orderType: order.orderType as 'RENT' | 'BUY',
      rentalPeriod: order.rentalPeriod,
      count: order.orderCount,
      totalPrice: order.totalPrice,
      deliveryFee: order.deliveryFee,
      deposit: order.deposit,
    })),
    totalAmount: orders.reduce((sum, order) => sum + order.totalPrice, 0),
    recipient: first.recipient,
    address: `(${first.post}) ${first.addr} ${first.addrDetail}`.trim(),
    orderedAt: formatKoreaDateTime(at),
  };
}
