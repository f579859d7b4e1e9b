import { formatWon, type Order } from '@store/contract';
import { Link } from 'react-router';
import { CardThumbnail } from '@/components/product-image';
import { EmptyState } from '@/components/empty-state';
import { LoadingSpinner } from '@/components/loading-spinner';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { MYPAGE_TEXT } from '../mypage-text';
import { HubSection } from './hub-section';

/** At most this many rows in the section; the whole list is a link away. */
const SHOWN = 3;

export interface RecentOrdersProps {
  /** The newest orders, or undefined while they are read. */
  orders: Order[] | undefined;
  /** They could not be read. */
  failed: boolean;
}

/** The member's newest orders: picture, listing (a link to the order), date, state and amount. */
export function RecentOrders({ orders, failed }: RecentOrdersProps) {
  const shown = orders?.slice(0, SHOWN);
  return (
    <HubSection title={MYPAGE_TEXT.ordersHeading} to={paths.orderList}>
      {shown === undefined &&
        (failed ? (
          <p className="app-mypage-failed">{MYPAGE_TEXT.loadFailed}</p>
        ) : (
          <LoadingSpinner className="py-4" />
        ))}
      {shown?.length === 0 && (
        <EmptyState
          text={MYPAGE_TEXT.noOrders}
          action={{ label: MYPAGE_TEXT.browse, to: paths.saleList }}
        />
      )}
      {shown && shown.length > 0 && (
        <ul className="list-unstyled mb-0 app-mypage-rows">
          {shown.map((order) => (
            <li key={order.seq} className="app-mypage-row">
              <CardThumbnail src={order.image.path} />
              <div className="flex-grow-1" style={{ minWidth: 0 }}>
                <p className="app-mypage-row-title">
                  <Link to={paths.orderDetail(order.seq)} className="text-reset">
                    {order.saleTitle}
                  </Link>
                </p>
                <p className="app-mypage-row-meta">
                  {MYPAGE_TEXT.orderedOn(formatDate(order.insertDttm))} ·{' '}
                  <span className="fw-semibold text-body">{formatWon(order.totalPrice)}</span>
                </p>
              </div>
              <span className="badge app-mypage-state">{order.stateName}</span>
            </li>
          ))}
        </ul>
      )}
    </HubSection>
  );
}
