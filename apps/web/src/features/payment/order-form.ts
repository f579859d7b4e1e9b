import { availableUnits, type LinePrice, type OrderType, type SaleDetail } from '@store/contract';
import type { DeliveryDetails } from '@/components/checkout';
import type { PendingOrder } from './pending-order';

/** The quantity of `?orderCount=`: a whole number at least 1 (else 1), at most the units left. */
export function orderCountOf(input: string | null, available: number): number {
  const value = Number(input);
  if (input === null || input.trim() === '' || !Number.isInteger(value) || value < 1) return 1;
  return Math.min(value, Math.max(1, available));
}

/** The period of `?period=` as a number, or null when there is none. */
export function askedPeriodOf(input: string | null): number | null {
  const value = Number(input);
  return input === null || input.trim() === '' || !Number.isInteger(value) ? null : value;
}

/** The kind of order of `?orderType=`: a purchase when it says BUY, else a rental. */
export const orderTypeOf = (input: string | null): OrderType => (input === 'BUY' ? 'BUY' : 'RENT');

/** Units that may be ordered now: none while the listing has no price. */
export function orderableUnits(sale: SaleDetail): number {
  return sale.salePrice === null ? 0 : availableUnits(sale);
}

export interface PendingOrderInput {
  tid: string;
  sale: Pick<SaleDetail, 'saleNo' | 'productNo'>;
  memberId: string;
  delivery: DeliveryDetails;
  price: LinePrice;
  orderCount: number;
  orderType: OrderType;
  /** Rentals only. */
  rentalPeriod: number;
}

export function pendingOrderOf({
  tid,
  sale,
  memberId,
  delivery,
  price,
  orderCount,
  orderType,
  rentalPeriod,
}: PendingOrderInput): PendingOrder {
  return {
    tid,
    saleSaleNo: sale.saleNo,
    productNo: sale.productNo,
    memberMemberId: memberId,
    ...delivery,
    totalPrice: price.total,
    deliveryFee: price.deliveryFee,
    totProdPrice: price.goods,
    prodPrice: price.unitPrice,
    orderCount,
    orderType,
    ...(orderType === 'RENT' ? { rentalPeriod } : {}),
    deliveryCode: null,
    deliveryCompany: null,
    tracking: null,
  };
}
