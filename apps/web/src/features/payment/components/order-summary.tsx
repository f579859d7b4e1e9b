import { formatDeliveryFee, formatWon } from '@store/contract';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import type { OrderAmounts } from '../order-form';
import { PAYMENT_SCREEN_TEXT } from '../payment-text';

export interface OrderSummaryProps {
  title: string;
  count: number;
  period: number;
  amounts: OrderAmounts;
  /** The pay button and its hints. */
  children: ReactNode;
}

/** What is being paid: listing, quantity, period and the amounts, with the pay button. */
export function OrderSummary({ title, count, period, amounts, children }: OrderSummaryProps) {
  const rows: [string, string][] = [
    ['상품', title],
    ['수량', PAYMENT_SCREEN_TEXT.count(count)],
    ['대여 기간', PAYMENT_SCREEN_TEXT.days(period)],
    ['상품 금액', formatWon(amounts.totProdPrice)],
    ['배송비', formatDeliveryFee(amounts.deliveryFee)],
  ];
  return (
    <Card as="section" aria-labelledby="buy-summary-heading">
      <Card.Body>
        <h2 id="buy-summary-heading" className="h5 mb-3">
          주문 요약
        </h2>
        <dl className="mb-0">
          {rows.map(([term, value]) => (
            <div key={term} className="d-flex justify-content-between gap-3 mb-2">
              <dt className="fw-normal text-body-secondary">{term}</dt>
              <dd className="mb-0 text-end">{value}</dd>
            </div>
          ))}
          <div className="d-flex justify-content-between gap-3 border-top pt-3 mt-1 mb-3">
            <dt>총 결제금액</dt>
            <dd className="mb-0 fs-5 fw-bold text-end">{formatWon(amounts.totalPrice)}</dd>
          </div>
        </dl>
        {children}
      </Card.Body>
    </Card>
  );
}
