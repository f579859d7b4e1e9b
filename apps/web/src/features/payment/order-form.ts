import {
  availableUnits,
  buyBodySchema,
  DELIVERY_REQUEST_DIRECT,
  type LinePrice,
  type OrderType,
  type SaleDetail,
} from '@store/contract';
import { z } from 'zod';
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

export interface OrderFormValues {
  recipient: string;
  phone: string;
  postCode: string;
  addr: string;
  addrDetail: string;
  /** A preset, DELIVERY_REQUEST_DIRECT, or '' for none. */
  requestChoice: string;
  requestText: string;
}

export const EMPTY_ORDER_FORM: OrderFormValues = {
  recipient: '',
  phone: '',
  postCode: '',
  addr: '',
  addrDetail: '',
  requestChoice: '',
  requestText: '',
};

/**
 * The order form's checks: the delivery details of the pending order the server takes after
 * payment (`buyBodySchema`'s fields, taken one by one: a refined schema cannot be picked; its
 * `post` is the address picker's `postCode`). The pay button waits for all of them.
 */
export const orderFormSchema = z.object({
  recipient: buyBodySchema.shape.recipient,
  phone: buyBodySchema.shape.phone,
  addr: buyBodySchema.shape.addr,
  postCode: buyBodySchema.shape.post,
});

export const isOrderFormValid = (values: OrderFormValues): boolean =>
  orderFormSchema.safeParse(values).success;

/** The delivery request the order carries: the preset, the typed text, or nothing. */
export function deliveryRequestOf(values: Pick<OrderFormValues, 'requestChoice' | 'requestText'>) {
  return values.requestChoice === DELIVERY_REQUEST_DIRECT
    ? values.requestText.trim()
    : values.requestChoice;
}

export interface PendingOrderInput {
  tid: string;
  sale: Pick<SaleDetail, 'saleNo' | 'productNo'>;
  memberId: string;
  values: OrderFormValues;
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
  values,
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
    recipient: values.recipient.trim(),
    phone: values.phone,
    post: values.postCode,
    addr: values.addr,
    addrDetail: values.addrDetail.trim(),
    request: deliveryRequestOf(values),
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

/** Phones (narrower than Bootstrap's md breakpoint) get the provider's mobile page. */
export const PHONE_WIDTH_MAX = 767;

export const isPhoneWidth = (): boolean => window.innerWidth <= PHONE_WIDTH_MAX;
