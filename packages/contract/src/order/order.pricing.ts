import { withdrawalRefund, type WithdrawalReasonCode } from '../common/withdrawal';

/**
 * What a returned order gives back (반품 완료, DESIGN §13 "Withdrawal"): all it cost, less the return
 * delivery (the listing's delivery fee once more) when the member changed their mind. The member
 * sees this amount before asking for the return; the refund is made for exactly this.
 */
export const orderReturnRefund = (
  order: { totalPrice: number; deliveryFee: number },
  reason: WithdrawalReasonCode,
): number =>
  withdrawalRefund({ paid: order.totalPrice, returnDeliveryFee: order.deliveryFee, reason });
