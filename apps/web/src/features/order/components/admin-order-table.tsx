import { WITHDRAWAL_REASONS, formatWon, type Order } from '@store/contract';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table';
import { paths } from '@/config/paths';
import { formatCount, formatDateTime } from '@/lib/format';
import { StateBadge } from './state-badge';

export interface AdminOrderTableProps {
  orders: readonly Order[];
  /** The last column's heading and its content per order. */
  action: { heading: string; cell: (order: Order) => ReactNode };
  dateHeading?: string;
  date?: (order: Order) => string;
}

/** Orders for administrators; a row opens the order (its number is the keyboard's link). */
export function AdminOrderTable({
  orders,
  action,
  dateHeading = '주문일',
  date = (order) => order.insertDttm,
}: AdminOrderTableProps) {
  const navigate = useNavigate();
  return (
    <DataTable
      rows={orders}
      // The whole row opens the order for the mouse; its number is the link for the keyboard.
      rowProps={(order) => ({
        style: { cursor: 'pointer' },
        onClick: (event) => {
          // Links and buttons in the row do their own thing.
          if ((event.target as HTMLElement).closest('a, button')) return;
          void navigate(paths.orderDetail(order.seq));
        },
      })}
      columns={[
        {
          header: '주문번호',
          cell: (order) => <Link to={paths.orderDetail(order.seq)}>{order.orderNo}</Link>,
        },
        { header: '주문자', cell: (order) => order.memberMemberId },
        {
          header: '상품',
          cellProps: () => ({ className: 'text-wrap', style: { minWidth: '10rem' } }),
          cell: (order) => order.saleTitle,
        },
        { header: '수량', cell: (order) => formatCount(order.orderCount) },
        { header: '결제금액', cell: (order) => formatWon(order.totalPrice) },
        {
          header: '상태',
          // A return says why the member sent it back: it decides what the refund keeps back.
          cell: (order) => (
            <>
              <StateBadge state={order.state} name={order.stateName} />
              {order.returnReason && (
                <div className="small text-body-secondary">
                  {WITHDRAWAL_REASONS[order.returnReason]}
                </div>
              )}
            </>
          ),
        },
        { header: dateHeading, cell: (order) => formatDateTime(date(order)) },
        { header: action.heading, cell: action.cell },
      ]}
    />
  );
}
