import { formatWon, type OrderPayment } from '@store/contract';
import Table from 'react-bootstrap/Table';
import { FactList, type Fact } from '@/components/fact-list';
import { SectionCard } from '@/components/section-card';
import { ORDER_SCREEN_TEXT } from '../order-text';
import { formatDateTime } from '@/lib/format';

export interface PaymentCardProps {
  payment: OrderPayment | null | undefined;
  /** The order's own total (총 결제금액): less than the payment's when paid with other orders. */
  orderTotal: number;
}

/**
 * How an order was paid and what was refunded, as the payment ledger keeps it. A payment made in
 * one cart checkout covers several orders: its amounts are then named as the checkout's, beside
 * this order's own.
 */
export function PaymentCard({ payment, orderTotal }: PaymentCardProps) {
  const isShared = payment ? payment.totalAmount > orderTotal : false;
  const facts: Fact[] = payment
    ? [
        ['결제 수단', payment.method],
        ...(isShared
          ? ([
              [ORDER_SCREEN_TEXT.sharedPaymentTotal, formatWon(payment.totalAmount)],
              [ORDER_SCREEN_TEXT.orderShare, formatWon(orderTotal)],
            ] as Fact[])
          : ([['결제 금액', formatWon(payment.totalAmount)]] as Fact[])),
        ['결제 상태', payment.statusName],
        ['결제일', formatDateTime(payment.approvedDttm) || ORDER_SCREEN_TEXT.none],
        ['환불 완료', formatWon(payment.cancelledAmount)],
        ...(payment.refundingAmount > 0
          ? ([['환불 진행 중', formatWon(payment.refundingAmount)]] as Fact[])
          : []),
      ]
    : [];
  return (
    <SectionCard title={ORDER_SCREEN_TEXT.paymentHeading}>
      {payment ? (
        <>
          <FactList facts={facts} />
          {isShared && (
            <p className="mt-2 mb-0 small text-body-secondary">
              {ORDER_SCREEN_TEXT.sharedPaymentNotice}
            </p>
          )}
        </>
      ) : (
        <p className="mb-0 text-body-secondary">{ORDER_SCREEN_TEXT.noPayment}</p>
      )}
      {payment && payment.refunds.length > 0 && (
        <Table size="sm" responsive className="mt-3 mb-0">
          <caption className="visually-hidden">환불 내역</caption>
          <thead className="text-nowrap">
            <tr>
              <th scope="col">요청일</th>
              <th scope="col">사유</th>
              <th scope="col" className="text-end">
                금액
              </th>
              <th scope="col">상태</th>
            </tr>
          </thead>
          <tbody>
            {payment.refunds.map((refund) => (
              <tr key={refund.insertDttm + refund.reason}>
                <td>{formatDateTime(refund.insertDttm)}</td>
                <td>{refund.reason}</td>
                <td className="text-end">{formatWon(refund.amount)}</td>
                <td>{refund.stateName}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </SectionCard>
  );
}
