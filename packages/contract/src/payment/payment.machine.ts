import { defineStateMachine } from '../common/state-machine';

/** A payment's life at the provider, as the store records it (architecture.md, "Rules: integrity"). */
export const PAYMENT_STATUSES = [
  'READY',
  'APPROVING',
  'APPROVED',
  'PARTIALLY_CANCELLED',
  'CANCELLED',
  'FAILED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Why a payment failed: not approved in time, refused by the provider, or the provider failed. */
export const PAYMENT_FAILURES = ['EXPIRED', 'DECLINED', 'ERROR'] as const;
export type PaymentFailure = (typeof PAYMENT_FAILURES)[number];

/**
 * The customer's approval claims a readied payment; everything after it is the store's own doing:
 * the provider's answer (or, after a crash, its `order` status) settles the claim, and refunds
 * move an approved payment to partly or wholly cancelled. A refund is a move too, so a payment
 * partly cancelled may be partly cancelled again.
 */
export const PAYMENT_MACHINE = defineStateMachine<PaymentStatus>(PAYMENT_STATUSES, [
  { from: 'READY', to: 'APPROVING', by: ['CUSTOMER'] },
  { from: 'READY', to: 'FAILED', by: ['SYSTEM'] },
  { from: 'APPROVING', to: 'APPROVED', by: ['SYSTEM'] },
  { from: 'APPROVING', to: 'FAILED', by: ['SYSTEM'] },
  { from: 'APPROVED', to: 'PARTIALLY_CANCELLED', by: ['SYSTEM'] },
  { from: 'APPROVED', to: 'CANCELLED', by: ['SYSTEM'] },
  { from: 'PARTIALLY_CANCELLED', to: 'PARTIALLY_CANCELLED', by: ['SYSTEM'] },
  { from: 'PARTIALLY_CANCELLED', to: 'CANCELLED', by: ['SYSTEM'] },
]);

/** The status a payment has once `cancelled` of its `total` won has been refunded. */
export function statusAfterRefunds(total: number, cancelled: number): PaymentStatus {
  if (cancelled <= 0) return 'APPROVED';
  return cancelled >= total ? 'CANCELLED' : 'PARTIALLY_CANCELLED';
}

/**
 * What may still be refunded of a payment: its total less every refund asked for (made or still
 * to be made). Never negative.
 */
export const refundableAmount = (total: number, refundsAskedFor: readonly number[]): number =>
  Math.max(0, total - refundsAskedFor.reduce((sum, amount) => sum + amount, 0));

/** What the member and the administrator read for each status. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  READY: '결제 대기',
  APPROVING: '승인 확인 중',
  APPROVED: '결제 완료',
  PARTIALLY_CANCELLED: '부분 환불',
  CANCELLED: '전액 환불',
  FAILED: '결제 실패',
};

export const REFUND_STATES = ['REQUESTED', 'DONE'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  REQUESTED: '환불 진행 중',
  DONE: '환불 완료',
};
