/** What a rental payment pays for; also the page KakaoPay sends the member back to (`/rental/{kind}/{seq}/paid`). */
export const RENTAL_PAYMENT_KINDS = ['renew', 'latefee', 'settlement', 'buyout'] as const;
export type RentalPaymentKind = (typeof RENTAL_PAYMENT_KINDS)[number];

export const isRentalPaymentKind = (value: string | undefined): value is RentalPaymentKind =>
  (RENTAL_PAYMENT_KINDS as readonly (string | undefined)[]).includes(value);

/** A payment for rental `seq`: an extension of `period` days, its late fee, its settlement, its buy-out. */
export type RentalPaymentRequest =
  | { kind: 'renew'; seq: number; period: number }
  | { kind: Exclude<RentalPaymentKind, 'renew'>; seq: number };

/**
 * The rental payment kept in local storage while the member is at the payment provider, as the
 * order's pending payment is (features/payment/pending-order.ts): the page the provider returns to
 * approves `tid` and applies it to rental `seq`.
 */
export type PendingRentalPayment = RentalPaymentRequest & { tid: string };

const PENDING_RENTAL_PAYMENT_KEY = 'kakaoPayRentalPayment';

/** Throws when storage is unavailable: the payment must not start without its record. */
export function storePendingRentalPayment(payment: PendingRentalPayment): void {
  localStorage.setItem(PENDING_RENTAL_PAYMENT_KEY, JSON.stringify(payment));
}

/** The kept payment of rental `seq` for `kind`, or null when there is none (or another's). */
export function readPendingRentalPayment(
  kind: RentalPaymentKind,
  seq: number,
): PendingRentalPayment | null {
  try {
    const stored = localStorage.getItem(PENDING_RENTAL_PAYMENT_KEY);
    if (stored === null) return null;
    const payment: unknown = JSON.parse(stored);
    if (typeof payment !== 'object' || payment === null) return null;
    const kept = payment as Partial<Record<'kind' | 'seq' | 'tid' | 'period', unknown>>;
    const matches =
      kept.kind === kind &&
      kept.seq === seq &&
      typeof kept.tid === 'string' &&
      kept.tid !== '' &&
      (kind !== 'renew' || typeof kept.period === 'number');
    return matches ? (payment as PendingRentalPayment) : null;
  } catch {
    return null;
  }
}

export function clearPendingRentalPayment(): void {
  try {
    localStorage.removeItem(PENDING_RENTAL_PAYMENT_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
