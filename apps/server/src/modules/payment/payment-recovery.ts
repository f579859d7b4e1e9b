import { PaymentProviderError } from '../../integrations/kakaopay/provider';
import type { AppContext } from '../../platform/context';
import * as repository from './payment.repository';

/** An approval still unfinished after this long was cut off: its call ended long ago. */
export const INTERRUPTED_AFTER_MS = 30 * 60 * 1000;

/**
 * KakaoPay's answers that nothing is held on this tid: -784 (cancel in a state that cannot be
 * cancelled: never approved) and -721 (no such tid). Anything else (-781, -785, a network failure)
 * leaves the payment for the next round.
 */
const NOTHING_HELD = new Set([-784, -721]);
export const nothingHeld = (error: unknown) =>
  error instanceof PaymentProviderError && NOTHING_HELD.has(Number(error.code));

/**
 * Housekeeping, run with settleAbandonedPayments: approvals cut off by a crash. The payment was
 * claimed (APPROVING) and the provider may have taken the money, but the process died before it
 * recorded the answer; nothing else ever moves such a payment (a repeated approval only waits for
 * the claim). It is cancelled at the provider: a refund when the money was taken; when the provider
 * says nothing is held, the approval never happened and the payment is marked FAILED.
 */
export async function settleInterruptedApprovals(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const interrupted = await repository.findInterruptedApprovals(
    ctx.db,
    new Date(now.getTime() - INTERRUPTED_AFTER_MS),
  );
  let settled = 0;
  for (const payment of interrupted) {
    try {
      await ctx.payments.cancel({ tid: payment.tid, amount: payment.totalAmount });
      await repository.moveStatus(ctx.db, payment.seq, 'APPROVING', {
        status: 'CANCELLED',
        cancelledAt: now,
        cancelReason: '승인 도중 중단된 결제',
      });
    } catch (error) {
      if (!nothingHeld(error)) continue;
      await repository.moveStatus(ctx.db, payment.seq, 'APPROVING', { status: 'FAILED' });
    }
    settled += 1;
  }
  return settled;
}
