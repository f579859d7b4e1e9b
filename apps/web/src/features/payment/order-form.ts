import {
  availableUnits,
  buyBodySchema,
  DEFAULT_RENTAL_PERIOD,
  DELIVERY_REQUEST_DIRECT,
  orderTotal,
  RENTAL_PERIODS,
  type SaleDetail,
} from '@store/contract';
import type { PendingOrder } from './pending-order';

/** The quantity of `?orderCount=`: a whole number at least 1 (else 1), at most the units left. */
export function orderCountOf(input: string | null, available: number): number {
  const value = Number(input);
  if (input === null || input.trim() === '' || !Number.isInteger(value) || value < 1) return 1;
  return Math.min(value, Math.max(1, available));
}

/** The rental period of `?period=`: one of the offered periods, else 30 days. */
export function rentalPeriodOf(input: string | null): number {
  const value = Number(input);
  return (RENTAL_PERIODS as readonly number[]).includes(value) ? value : DEFAULT_RENTAL_PERIOD;
}

export interface OrderAmounts {
  prodPrice: number;
  totProdPrice: number;
  deliveryFee: number;
  totalPrice: number;
}

export function orderAmounts(salePrice: number, count: number, deliveryFee: number): OrderAmounts {
  return {
    prodPrice: salePrice,
    totProdPrice: salePrice * count,
    deliveryFee,
    totalPrice: orderTotal(salePrice, count, deliveryFee),
  };
}

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
 * payment (`buyBodySchema`; its `post` is the address picker's `postCode`). The pay button waits
 * for all of them.
 */
export const orderFormSchema = buyBodySchema
  .pick({ recipient: true, phone: true, addr: true })
  .extend({ postCode: buyBodySchema.shape.post });

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
  amounts: OrderAmounts;
  orderCount: number;
  rentalPeriod: number;
}

export function pendingOrderOf({
  tid,
  sale,
  memberId,
  values,
  amounts,
  orderCount,
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
    totalPrice: amounts.totalPrice,
    deliveryFee: amounts.deliveryFee,
    totProdPrice: amounts.totProdPrice,
    prodPrice: amounts.prodPrice,
    orderCount,
    rentalPeriod,
    deliveryCode: null,
    deliveryCompany: null,
    tracking: null,
  };
}

/** Phones (narrower than Bootstrap's md breakpoint) get the provider's mobile page. */
export const PHONE_WIDTH_MAX = 767;

export const isPhoneWidth = (): boolean => window.innerWidth <= PHONE_WIDTH_MAX;
