import type { Order, OrderState } from '@store/contract';

/** The moves that give the order's money back (a refund job follows the saved state). */
export const REFUNDING_STATES: readonly OrderState[] = ['C.CPLT', 'RT.CPLT'];

/**
 * What moving `order` to a refunding state would give back: its total, capped by what its payment
 * has left after the refunds made or being made. The server computes the same when it saves.
 */
export function refundPreview(order: Order): number {
  const payment = order.payment;
  if (!payment) return order.totalPrice;
  const left = payment.totalAmount - payment.cancelledAmount - payment.refundingAmount;
  return Math.max(0, Math.min(order.totalPrice, left));
}
