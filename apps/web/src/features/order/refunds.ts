import { orderReturnRefund, type Order, type OrderState } from '@store/contract';

/** The moves that give the order's money back (a refund job follows the saved state). */
export const REFUNDING_STATES: readonly OrderState[] = ['C.CPLT', 'RT.CPLT'];

/**
 * What moving `order` to `to` (취소 완료 or 반품 완료) would give back: its total, less the return
 * delivery fee for a return the member asked for as a change of mind, capped by what its payment
 * has left after the refunds made or being made. The server computes the same when it saves
 * (order.transition.ts).
 */
export function refundPreview(order: Order, to: OrderState): number {
  const due =
    to === 'RT.CPLT' && order.returnReason
      ? orderReturnRefund(order, order.returnReason)
      : order.totalPrice;
  const payment = order.payment;
  if (!payment) return due;
  const left = payment.totalAmount - payment.cancelledAmount - payment.refundingAmount;
  return Math.max(0, Math.min(due, left));
}
