/** What the store needs from a payment provider: KakaoPay's single payment, or the demo one. */

export interface ReadyRequest {
  partnerOrderId: string;
  partnerUserId: string;
  itemName: string;
  quantity: number;
  totalAmount: number;
  approvalUrl: string;
  cancelUrl: string;
  failUrl: string;
}

export interface ReadyResult {
  tid: string;
  pcUrl: string;
  mobileUrl: string;
}

export interface ApproveRequest {
  tid: string;
  partnerOrderId: string;
  partnerUserId: string;
  pgToken: string;
  totalAmount: number;
  /** The demo provider checks its own token. */
  demoPgToken?: string | null;
}

export interface ApproveResult {
  aid: string;
  paymentMethodType: string;
  amount: { total: number; tax_free: number; vat: number; point: number; discount: number };
  approvedAt: Date;
}

export interface CancelRequest {
  tid: string;
  amount: number;
  /**
   * What the store believes may still be cancelled, this request included: the provider refuses
   * a cancel that disagrees, so a retried call can never refund twice.
   */
  availableAmount?: number;
}

export interface CancelResult {
  /** Cancelled so far at the provider, this call included. */
  cancelledTotal: number;
  answer: Record<string, unknown>;
}

/** KakaoPay's statuses (contract section 1.8) the store acts on. */
export type ProviderPaymentStatus =
  'PENDING' | 'SUCCESS_PAYMENT' | 'PART_CANCEL_PAYMENT' | 'CANCEL_PAYMENT' | 'FAILED';

export interface OrderStatus {
  status: ProviderPaymentStatus;
  /** KakaoPay's own status word. */
  rawStatus: string;
  total: number;
  cancelledTotal: number;
  approvedAt: Date | null;
  paymentMethodType: string | null;
}

export interface PaymentProvider {
  readonly kind: 'kakaopay' | 'demo';
  ready(request: ReadyRequest): Promise<ReadyResult>;
  approve(request: ApproveRequest): Promise<ApproveResult>;
  cancel(request: CancelRequest): Promise<CancelResult>;
  /** The payment as the provider knows it (its `order` call); null when it keeps no record. */
  order(tid: string): Promise<OrderStatus | null>;
}

const PENDING_STATUSES = new Set([
  'READY',
  'SEND_TMS',
  'OPEN_PAYMENT',
  'SELECT_METHOD',
  'ARS_WAITING',
  'AUTH_PASSWORD',
]);

/** KakaoPay's status word in the store's terms: still waiting, paid, (partly) cancelled, failed. */
export function classifyProviderStatus(raw: string): ProviderPaymentStatus {
  if (PENDING_STATUSES.has(raw)) return 'PENDING';
  if (raw === 'SUCCESS_PAYMENT' || raw === 'PART_CANCEL_PAYMENT' || raw === 'CANCEL_PAYMENT') {
    return raw;
  }
  return 'FAILED';
}

/** A refusal or failure of the provider, with its code (KakaoPay's `error_code`) kept for the log. */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: number | string,
    message: string,
    /** The provider answered and refused the request (a wrong pg_token...), rather than failing. */
    readonly refused = false,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** VAT included in an amount, as KakaoPay computes it when it is not sent. */
export const vatOf = (total: number, taxFree = 0): number => Math.round((total - taxFree) / 11);
