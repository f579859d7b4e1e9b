import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { PAYMENT_MACHINE, type Actor, type PaymentStatus } from '@store/contract';
import type { Executor } from '../../db/client';
import { firstOrNull, hasRow, updateOneRow } from '../../db/rows';
import { orders, paymentLines, paymentRefunds, payments, rentalHistory } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;

export async function insertPayment(executor: Executor, values: typeof payments.$inferInsert) {
  const [row] = await executor.insert(payments).values(values).returning();
  return row!;
}

export async function findPaymentByTid(
  executor: Executor,
  tid: string,
  memberSeq?: number,
): Promise<PaymentRow | null> {
  return firstOrNull(
    executor
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.tid, tid),
          memberSeq === undefined ? undefined : eq(payments.memberSeq, memberSeq),
        ),
      )
      .limit(1),
  );
}

export async function findPayment(executor: Executor, seq: number): Promise<PaymentRow | null> {
  return firstOrNull(executor.select().from(payments).where(eq(payments.seq, seq)).limit(1));
}

/** Locks the payment row for the rest of the transaction (two buys with one tid take turns). */
export async function lockPayment(executor: Executor, seq: number): Promise<PaymentRow | null> {
  return firstOrNull(executor.select().from(payments).where(eq(payments.seq, seq)).for('update'));
}

/**
 * The payment's one transition: moves it from `from` to `values.status` when the contract's
 * PAYMENT_MACHINE lets `actor` do so, and only while it is still in `from` (a conditional update:
 * of two racing moves one wins). False when it had moved on.
 */
export async function moveStatus(
  executor: Executor,
  seq: number,
  from: PaymentStatus,
  values: Partial<typeof payments.$inferInsert> & { status: PaymentStatus },
  actor: Actor = 'SYSTEM',
): Promise<boolean> {
  if (!PAYMENT_MACHINE.can(from, values.status, actor)) {
    throw new Error(`payment ${seq}: ${from} -> ${values.status} by ${actor} is not a move`);
  }
  return updateOneRow(
    executor,
    payments,
    and(eq(payments.seq, seq), eq(payments.status, from)),
    values,
  );
}

export async function setDemoToken(
  executor: Executor,
  tid: string,
  token: string,
): Promise<boolean> {
  return updateOneRow(
    executor,
    payments,
    and(eq(payments.tid, tid), eq(payments.status, 'READY'), sql`${payments.provider} = 'demo'`),
    { demoPgToken: token },
  );
}

/** Readied payments past their time (READY -> FAILED): nothing is held, they fail as expired. */
export async function expireStaleReady(executor: Executor, now: Date) {
  await executor
    .update(payments)
    .set({ status: 'FAILED', failureCode: 'EXPIRED' })
    .where(and(eq(payments.status, 'READY'), lt(payments.expiresAt, now)));
}

/** Approvals claimed before `before` that are still unsettled. */
export async function findApprovingBefore(executor: Executor, before: Date) {
  return executor
    .select({ seq: payments.seq })
    .from(payments)
    .where(and(eq(payments.status, 'APPROVING'), lt(payments.updateDttm, before)))
    .limit(100);
}

const NO_ORDER = sql`not exists (select 1 from ${orders} where ${orders.paymentSeq} = ${payments.seq})`;
const NO_REFUND = sql`not exists (select 1 from ${paymentRefunds} where ${paymentRefunds.paymentSeq} = ${payments.seq})`;
const NO_RENTAL_CHANGE = sql`not exists (select 1 from ${rentalHistory} where ${rentalHistory.paymentSeq} = ${payments.seq})`;

/**
 * How far back the sweep looks for approvals nothing came of. It runs every minute, so an
 * approval older than this was seen by thousands of sweeps already; reading every approval the
 * shop ever had (150,000 at 200,000 orders: 95 ms a minute, growing with the shop) finds nothing
 * more. A store down for longer than this refunds such an approval by hand (docs/deploy.md).
 */
export const UNUSED_APPROVAL_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Approved before `before` (and within the window before it), and nothing came of it: no order,
 * no extension or late fee applied with it, no refund.
 */
export async function findUnusedApprovalsBefore(executor: Executor, before: Date) {
  const since = new Date(before.getTime() - UNUSED_APPROVAL_WINDOW_MS);
  return executor
    .select({ seq: payments.seq })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'APPROVED'),
        lt(payments.approvedAt, before),
        gte(payments.approvedAt, since),
        NO_ORDER,
        NO_RENTAL_CHANGE,
        NO_REFUND,
      ),
    )
    .orderBy(payments.approvedAt)
    .limit(100);
}

/** Whether an order was made of the payment, or an extension applied with it. */
export const isPaymentUsed = async (executor: Executor, paymentSeq: number): Promise<boolean> =>
  (await hasRow(
    executor
      .select({ seq: orders.seq })
      .from(orders)
      .where(eq(orders.paymentSeq, paymentSeq))
      .limit(1),
  )) ||
  hasRow(
    executor
      .select({ seq: rentalHistory.seq })
      .from(rentalHistory)
      .where(eq(rentalHistory.paymentSeq, paymentSeq))
      .limit(1),
  );

/**
 * Takes the payment's provider lease until `until`: one process at a time talks to the provider
 * about its refunds, so what the provider says can be matched against one call. Null when another
 * process holds it.
 */
export async function takeProviderLease(
  executor: Executor,
  seq: number,
  now: Date,
  until: Date,
): Promise<PaymentRow | null> {
  return firstOrNull(
    executor
      .update(payments)
      .set({ providerLockUntil: until })
      .where(
        and(
          eq(payments.seq, seq),
          or(isNull(payments.providerLockUntil), lt(payments.providerLockUntil, now)),
        ),
      )
      .returning(),
  );
}

export async function releaseProviderLease(executor: Executor, seq: number) {
  await executor.update(payments).set({ providerLockUntil: null }).where(eq(payments.seq, seq));
}

/** Records a refund once per key: null when one with that key exists already. */
export async function insertRefund(
  executor: Executor,
  values: typeof paymentRefunds.$inferInsert,
): Promise<RefundRow | null> {
  return firstOrNull(
    executor
      .insert(paymentRefunds)
      .values(values)
      .onConflictDoNothing({ target: paymentRefunds.key })
      .returning(),
  );
}

export async function findRefund(executor: Executor, seq: number): Promise<RefundRow | null> {
  return firstOrNull(
    executor.select().from(paymentRefunds).where(eq(paymentRefunds.seq, seq)).limit(1),
  );
}

export async function findRefunds(
  executor: Executor,
  filter: { paymentSeq?: number; orderSeq?: number },
): Promise<RefundRow[]> {
  return executor
    .select()
    .from(paymentRefunds)
    .where(
      and(
        filter.paymentSeq === undefined
          ? undefined
          : eq(paymentRefunds.paymentSeq, filter.paymentSeq),
        filter.orderSeq === undefined ? undefined : eq(paymentRefunds.orderSeq, filter.orderSeq),
      ),
    )
    .orderBy(paymentRefunds.seq);
}

/** Notes an attempt at the provider before it is made (a crash after it is then known). */
export async function countRefundAttempt(executor: Executor, seq: number) {
  await executor
    .update(paymentRefunds)
    .set({ attempts: sql`${paymentRefunds.attempts} + 1` })
    .where(eq(paymentRefunds.seq, seq));
}

export async function noteRefundError(executor: Executor, seq: number, error: string) {
  await executor
    .update(paymentRefunds)
    .set({ lastError: error.slice(0, 2000) })
    .where(eq(paymentRefunds.seq, seq));
}

/** Marks a refund made; false when it was already (the caller then changes nothing). */
export async function markRefundDone(
  executor: Executor,
  seq: number,
  values: { doneAt: Date; providerAnswer: unknown },
): Promise<boolean> {
  return updateOneRow(
    executor,
    paymentRefunds,
    and(eq(paymentRefunds.seq, seq), eq(paymentRefunds.state, 'REQUESTED')),
    { state: 'DONE', doneAt: values.doneAt, providerAnswer: values.providerAnswer },
  );
}

/** Refunds still to be made, asked for before `before` (their job may have died). */
export async function findOpenRefundsBefore(executor: Executor, before: Date) {
  return executor
    .select({ seq: paymentRefunds.seq })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.state, 'REQUESTED'), lt(paymentRefunds.insertDttm, before)))
    .limit(100);
}

/** Payments whose units are still held although nothing can come of them any more (a sweep's work). */
export async function findEndedHolds(executor: Executor, now: Date) {
  return executor
    .selectDistinct({ seq: payments.seq })
    .from(payments)
    .innerJoin(
      paymentLines,
      and(eq(paymentLines.paymentSeq, payments.seq), eq(paymentLines.holdState, 'HELD')),
    )
    .where(
      or(
        inArray(payments.status, ['FAILED', 'CANCELLED', 'PARTIALLY_CANCELLED']),
        and(eq(payments.status, 'READY'), lt(payments.expiresAt, now)),
      ),
    )
    .limit(100);
}
