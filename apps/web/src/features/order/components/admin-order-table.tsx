import { formatKoreaDateTime, formatWon, type Order } from '@store/contract';
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ORDER_SCREEN_TEXT } from '../order-text';
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
    <Table responsive hover className="align-middle text-nowrap">
      <thead>
        <tr>
          <th scope="col">주문번호</th>
          <th scope="col">주문자</th>
          <th scope="col">상품</th>
          <th scope="col">수량</th>
          <th scope="col">결제금액</th>
          <th scope="col">상태</th>
          <th scope="col">{dateHeading}</th>
          <th scope="col">{action.heading}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          // The whole row opens the order for the mouse; its number is the link for the keyboard.
          <tr
            key={order.seq}
            style={{ cursor: 'pointer' }}
            onClick={(event) => {
              // Links and buttons in the row do their own thing.
              if ((event.target as HTMLElement).closest('a, button')) return;
              void navigate(paths.orderDetail(order.seq));
            }}
          >
            <td>
              <Link to={paths.orderDetail(order.seq)}>{order.orderNo}</Link>
            </td>
            <td>{order.memberMemberId}</td>
            <td className="text-wrap" style={{ minWidth: '10rem' }}>
              {order.saleTitle}
            </td>
            <td>{ORDER_SCREEN_TEXT.count(order.orderCount)}</td>
            <td>{formatWon(order.totalPrice)}</td>
            <td>
              <StateBadge state={order.state} name={order.stateName} />
            </td>
            <td>{formatKoreaDateTime(date(order))}</td>
            <td>{action.cell(order)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
