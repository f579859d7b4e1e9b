import { formatDeliveryFee, formatWon, type LinePrice, type OrderType } from '@store/contract';
import type { ReactNode } from 'react';
import { AmountList } from '@/components/checkout';
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
    ['상품금액', formatWon(price.goods)],
    ['배송비', formatDeliveryFee(price.deliveryFee)],
    ...(price.deposit > 0 ? [['보증금', formatWon(price.deposit)] as [string, string]] : []),
  ];
  return (
    <SectionCard title="주문 요약">
      <AmountList amounts={rows} totalLabel="총 결제금액" total={price.total} />
      {children}
    </SectionCard>
  );
}
