import { z } from 'zod';
import { codesOf } from './codes';

/**
 * 청약철회 (DESIGN §13, "Withdrawal"), for a purchase returned through its order and a rental
 * returned within its first days alike: the member says why, and the reason decides who pays for
 * the return delivery.
 */
export const WITHDRAWAL_REASONS = {
  CHANGE_OF_MIND: '단순 변심',
  DEFECT: '상품 불량·오배송',
} as const;
export type WithdrawalReasonCode = keyof typeof WITHDRAWAL_REASONS;
export const WITHDRAWAL_REASON_CODES = codesOf(WITHDRAWAL_REASONS);

/** The reason as a form sends it; a client that sends none (the specification's) means a change of mind. */
export const withdrawalReasonSchema = z
  .enum(WITHDRAWAL_REASON_CODES, { error: '반품 사유를 선택해주세요.' })
  .default('CHANGE_OF_MIND');

/**
 * What was paid for the rent or the goods and their delivery comes back, less the return delivery
 * fee when the member simply changed their mind; a defective or wrong item is refunded in full.
 * (For a rental, the deposit comes back on its own line of the settlement.)
 */
export function withdrawalRefund(input: {
  paid: number;
  returnDeliveryFee: number;
  reason: WithdrawalReasonCode;
}): number {
  const deduction = input.reason === 'CHANGE_OF_MIND' ? input.returnDeliveryFee : 0;
  return Math.max(0, input.paid - deduction);
}
