import { PENDING_ORDER_STORAGE_KEY, type DeliveryDetails, type OrderType } from '@store/contract';

/**
 * The order kept in local storage while the customer is at the payment provider, posted to
 * `POST /api/buy` once the payment is approved (architecture.md, "Rules: wire": exactly these fields).
 */
export interface PendingOrder extends DeliveryDetails {
  tid: string;
  saleSaleNo: string;
  productNo: string;
  memberMemberId: string;
  totalPrice: number;
  deliveryFee: number;
  totProdPrice: number;
  prodPrice: number;
  orderCount: number;
  orderType: OrderType;
  /** Rentals only: a purchase has no period. */
  rentalPeriod?: number;
  deliveryCode: null;
  deliveryCompany: null;
  tracking: null;
}

/** Throws when storage is unavailable: the payment must not start without its order. */
export function storePendingOrder(order: PendingOrder): void {
  localStorage.setItem(PENDING_ORDER_STORAGE_KEY, JSON.stringify(order));
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The stored order, or null when there is none (or it is not one: the server checks the rest). */
export function readPendingOrder(): PendingOrder | null {
  try {
    const stored = localStorage.getItem(PENDING_ORDER_STORAGE_KEY);
    if (stored === null) return null;
    const order: unknown = JSON.parse(stored);
    if (typeof order !== 'object' || order === null) return null;
    const { tid, saleSaleNo } = order as Partial<Record<keyof PendingOrder, unknown>>;
    return isText(tid) && isText(saleSaleNo) ? (order as PendingOrder) : null;
  } catch {
    return null;
  }
}

export function clearPendingOrder(): void {
  try {
    localStorage.removeItem(PENDING_ORDER_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
