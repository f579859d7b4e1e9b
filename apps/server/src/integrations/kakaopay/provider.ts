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
}

export interface PaymentProvider {
  readonly kind: 'kakaopay' | 'demo';
  ready(request: ReadyRequest): Promise<ReadyResult>;
  approve(request: ApproveRequest): Promise<ApproveResult>;
  cancel(request: CancelRequest): Promise<void>;
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
