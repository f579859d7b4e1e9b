import { formatWon, type Order } from '@store/contract';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCount, formatDateTime, formatDays } from '@/lib/format';
import { ORDER_TYPE_NAMES } from '@/lib/offer';
import type { TrackingQuery } from '../api/order-keys';
import { OrderActions } from './order-actions';
import { OrderThumbnail } from './order-thumbnail';
import { StateBadge } from './state-badge';

export interface OrderCardProps {
  order: Order;
  onShowTracking: (parcel: TrackingQuery) => void;
}

/** One order of the member's list: picture, number, listing, count, amount, state, date, actions. */
export function OrderCard({ order, onShowTracking }: OrderCardProps) {
  const titleId = `order-${order.seq}-title`;
  return (
    <Card as="article" aria-labelledby={titleId} className="mb-3">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
          <span className="small text-body-secondary">
            {formatDateTime(order.insertDttm)} · 주문번호 {order.orderNo}
          </span>
          <StateBadge state={order.state} name={order.stateName} />
        </div>
        <div className="d-flex gap-3 align-items-start">
          <Link to={paths.orderDetail(order.seq)} tabIndex={-1} aria-hidden="true">
            <OrderThumbnail src={order.image.path} alt="" />
          </Link>
          <div className="flex-grow-1" style={{ minWidth: 0 }}>
            <h2 id={titleId} className="h6 mb-1 text-break">
              <Link to={paths.orderDetail(order.seq)} className="text-reset">
                {order.saleTitle}
              </Link>
            </h2>
            <p className="mb-1 small text-body-secondary">
              수량 {formatCount(order.orderCount)} ·{' '}
              {order.orderType === 'BUY'
                ? ORDER_TYPE_NAMES.BUY
                : `${ORDER_TYPE_NAMES.RENT} ${formatDays(order.rentalPeriod)}`}
            </p>
            <p className="mb-0 fw-bold">{formatWon(order.totalPrice)}</p>
          </div>
        </div>
        <div className="mt-3">
          <OrderActions order={order} onShowTracking={onShowTracking} />
        </div>
      </Card.Body>
    </Card>
  );
}
