import { formatDeliveryFee, formatWon, type LinePrice, type OrderType } from '@store/contract';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/section-card';
import { formatCount, formatDays } from '@/lib/format';
import { ORDER_TYPE_NAMES } from '@/lib/offer';

export interface OrderSummaryProps {
  title: string;
  count: number;
  orderType: OrderType;
  /** Days rented (rentals only). */
  period: number;
  price: LinePrice;
  /** The agreement and the pay button with its hints. */
  children: ReactNode;
}

/** What is being paid: listing, quantity, kind of order, period and the amounts, then the pay button. */
export function OrderSummary({
  title,
  count,
  orderType,
  period,
  price,
  children,
}: OrderSummaryProps) {
  const rows: [string, string][] = [
    ['상품', title],
    ['수량', formatCount(count)],
    ['주문 방식', ORDER_TYPE_NAMES[orderType]],
    ...(orderType === 'RENT' ? [['대여 기간', formatDays(period)] as [string, string]] : []),
    ['상품 금액', formatWon(price.goods)],
    ['배송비', formatDeliveryFee(price.deliveryFee)],
    ...(price.deposit > 0 ? [['보증금', formatWon(price.deposit)] as [string, string]] : []),
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
          <dd className="mb-0 fs-5 fw-bold text-end">{formatWon(price.total)}</dd>
        </div>
      </dl>
      {children}
    </SectionCard>
  );
}
