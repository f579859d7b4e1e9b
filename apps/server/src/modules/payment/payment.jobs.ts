import { formatKoreaDateTime, statusAfterRefunds, type PaymentStatus } from '@store/contract';
import { inTransaction } from '../../db/transaction';
import { PaymentProviderError } from '../../integrations/kakaopay/provider';
import { enqueueJob } from '../../jobs/job.repository';
import {
  everyMs,
  RetryLater,
  type JobDefinition,
  type ScheduleDefinition,
} from '../../jobs/job-runner';
import type { AppContext } from '../../platform/context';
import { notify } from '../notification/notification.service';
import { RELEASE_HOLD_JOB, settleHold } from './payment-hold';
import * as repository from './payment.repository';
import {
  APPROVAL_CHECK_AFTER_MS,
  JOB,
  refundUnusedPayment,
  UNUSED_AFTER_MS,
} from './payment.service';

/** How long one process may talk to the provider about one payment's refunds. */
const PROVIDER_LEASE_MS = 60_000;

const seqOf = (payload: Record<string, unknown>, name: string) => {
  const value = Number(payload[name]);
  if (!Number.isSafeInteger(value)) throw new Error(`job payload without ${name}`);
  return value;
};

/**
 * Makes one refund at the provider, exactly once. The payment's lease keeps other processes off
 * its refunds meanwhile; a refund tried before (its call may have gone through before a crash) is
 * first matched against what the provider says it has cancelled, and every cancel states what the
 * store believes remains, which the provider checks, so a retry can never refund twice.
 */
async function makeRefund(ctx: AppContext, payload: Record<string, unknown>) {
  const refund = await repository.findRefund(ctx.db, seqOf(payload, 'refundSeq'));
  if (!refund || refund.state === 'DONE') return;
  const now = ctx.clock.now();
  const payment = await repository.takeProviderLease(
    ctx.db,
    refund.paymentSeq,
    now,
    new Date(now.getTime() + PROVIDER_LEASE_MS),
  );
  if (!payment) throw new RetryLater(2_000, 'another process is refunding this payment');
  try {
    let answer: Record<string, unknown> | null = null;
    if (refund.attempts > 0) {
      const known = await ctx.payments.order(payment.tid);
      if (known && known.cancelledTotal >= payment.cancelledAmount + refund.amount) {
        answer = { reconciled: true, canceled_amount: known.cancelledTotal };
      }
    }
    if (!answer) {
      await repository.countRefundAttempt(ctx.db, refund.seq);
      try {
        const result = await ctx.payments.cancel({
          tid: payment.tid,
          amount: refund.amount,
          availableAmount: payment.totalAmount - payment.cancelledAmount,
        });
        answer = result.answer;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await repository.noteRefundError(ctx.db, refund.seq, message);
        throw error instanceof PaymentProviderError ? new Error(message) : error;
      }
    }
    await inTransaction(ctx.db, async (tx) => {
      const locked = await repository.lockPayment(tx, payment.seq);
      if (!locked) return;
      if (
        !(await repository.markRefundDone(tx, refund.seq, { doneAt: now, providerAnswer: answer }))
      )
        return;
      const cancelled = locked.cancelledAmount + refund.amount;
      await repository.moveStatus(tx, locked.seq, locked.status as PaymentStatus, {
        status: statusAfterRefunds(locked.totalAmount, cancelled),
        cancelledAmount: cancelled,
        cancelledAt: now,
        cancelReason: refund.reason,
      });
      await notify(tx, ctx, locked.memberSeq, `refund:${refund.seq}:done`, {
        kind: 'REFUNDED',
        itemName: locked.itemName,
        amount: refund.amount,
        reason: refund.reason,
        refundedAt: formatKoreaDateTime(now),
      });
    });
  } finally {
    await repository.releaseProviderLease(ctx.db, payment.seq);
  }
}

/**
 * Settles an approval that is still claimed a while after it began: the process that made the
 * call died (or the provider never answered). The provider's `order` status says what happened.
 */
async function checkApproval(ctx: AppContext, payload: Record<string, unknown>) {
  const payment = await repository.findPayment(ctx.db, seqOf(payload, 'paymentSeq'));
  if (!payment || payment.status !== 'APPROVING') return;
  const known = await ctx.payments.order(payment.tid);
  if (known === null || known.status === 'PENDING' || known.status === 'FAILED') {
    // Nothing was taken (the demo provider keeps no record, and it charges nothing).
    await repository.moveStatus(ctx.db, payment.seq, 'APPROVING', {
      status: 'FAILED',
      failureCode: 'ERROR',
    });
    return;
  }
  const approvedAt = known.approvedAt ?? ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const recorded = await repository.moveStatus(tx, payment.seq, 'APPROVING', {
      status: 'APPROVED',
      approvedAt,
      paymentMethodType: known.paymentMethodType,
      approval: { settledBy: 'order', status: known.rawStatus },
    });
    if (!recorded) return;
    // The customer's browser saw a failure: the payment waits a little for a repeated approval
    // and order, then is given back.
    await enqueueJob(tx, {
      kind: JOB.refundUnused,
      key: `payment-unused:${payment.seq}`,
      payload: { paymentSeq: payment.seq },
      runAt: new Date(ctx.clock.now().getTime() + UNUSED_AFTER_MS),
    });
  });
}

/**
 * Every minute: readied payments past their time fail; anything a lost job or a crash left
 * unattended (an old claimed approval, an approval with no order, an open refund) gets its job
 * again. Keys make each of these a no-op when the job exists.
 */
async function sweep(ctx: AppContext) {
  const now = ctx.clock.now();
  await repository.expireStaleReady(ctx.db, now);
  for (const { seq } of await repository.findApprovingBefore(
    ctx.db,
    new Date(now.getTime() - 2 * APPROVAL_CHECK_AFTER_MS),
  )) {
    await enqueueJob(ctx.db, {
      kind: JOB.checkApproval,
      key: `payment-check:${seq}`,
      payload: { paymentSeq: seq },
      runAt: now,
    });
  }
  for (const { seq } of await repository.findUnusedApprovalsBefore(
    ctx.db,
    new Date(now.getTime() - UNUSED_AFTER_MS),
  )) {
    await enqueueJob(ctx.db, {
      kind: JOB.refundUnused,
      key: `payment-unused:${seq}`,
      payload: { paymentSeq: seq },
      runAt: now,
    });
  }
  // Units held for payments that ended without an order (expired just now, declined, refunded).
  for (const { seq } of await repository.findEndedHolds(ctx.db, now)) {
    await settleHold(ctx, seq);
  }
  for (const { seq } of await repository.findOpenRefundsBefore(
    ctx.db,
    new Date(now.getTime() - 60_000),
  )) {
    await enqueueJob(ctx.db, {
      kind: JOB.refund,
      key: `refund:${seq}`,
      payload: { refundSeq: seq },
      maxAttempts: 25,
      runAt: now,
    });
  }
}

export const paymentJobs: JobDefinition[] = [
  { kind: JOB.refund, handler: makeRefund },
  {
    kind: JOB.checkApproval,
    handler: checkApproval,
    // The provider unreachable: ask again soon, the customer's money is waiting.
    backoffMs: (attempts) => Math.min(10_000 * attempts, 5 * 60_000),
  },
  {
    kind: JOB.refundUnused,
    handler: async (ctx, payload) => {
      await refundUnusedPayment(ctx, seqOf(payload, 'paymentSeq'), '주문으로 이어지지 않은 결제');
    },
  },
  { kind: JOB.sweep, handler: sweep },
  {
    kind: RELEASE_HOLD_JOB,
    // At the payment's expiry: its units go back unless an order was made of it or it is approved.
    handler: async (ctx, payload) => {
      if ((await settleHold(ctx, seqOf(payload, 'paymentSeq'))) === 'WAIT')
        throw new RetryLater(30_000, 'the payment is being approved');
    },
  },
];

export const paymentSchedules: ScheduleDefinition[] = [
  { name: 'payment-sweep', kind: JOB.sweep, slot: everyMs(60_000) },
];
