import { formatDeliveryFee, formatWon } from '@store/contract';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/section-card';
import { formatCount, formatDays } from '@/lib/format';
import type { OrderAmounts } from '../order-form';

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
    ['수량', formatCount(count)],
    ['대여 기간', formatDays(period)],
    ['상품 금액', formatWon(amounts.totProdPrice)],
    ['배송비', formatDeliveryFee(amounts.deliveryFee)],
  ];
  return (
    <SectionCard title="주문 요약">
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
    </SectionCard>
  );
}
