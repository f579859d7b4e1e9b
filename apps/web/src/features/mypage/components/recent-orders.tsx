import { formatWon, type Order } from '@store/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { MYPAGE_TEXT } from '../mypage-text';
import { HubRows } from './hub-section';

export interface RecentOrdersProps {
  /** The newest orders, or undefined while they are read. */
  orders: Order[] | undefined;
  /** They could not be read. */
  failed: boolean;
}

/** The member's newest orders: picture, listing (a link to the order), date, state and amount. */
export function RecentOrders({ orders, failed }: RecentOrdersProps) {
  return (
    <HubRows
      title={MYPAGE_TEXT.ordersHeading}
      to={paths.orderList}
      rows={orders}
      failed={failed}
      emptyText={MYPAGE_TEXT.noOrders}
      rowKey={(order) => order.seq}
      picture={(order) => order.image.path}
      body={(order) => (
        <>
          <p className="app-mypage-row-title">
            <Link to={paths.orderDetail(order.seq)} className="text-reset">
              {order.saleTitle}
            </Link>
          </p>
          <p className="app-mypage-row-meta">
            {MYPAGE_TEXT.orderedOn(formatDate(order.insertDttm))} ·{' '}
            <span className="fw-semibold text-body">{formatWon(order.totalPrice)}</span>
          </p>
        </>
      )}
      badge={(order) => <span className="badge app-mypage-state">{order.stateName}</span>}
    />
  );
}
