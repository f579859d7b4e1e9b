import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(executor: Executor, values: typeof payments.$inferInsert) {
  await executor.insert(payments).values(values);
}

export async function findPaymentByTid(
  executor: Executor,
  tid: string,
  memberSeq?: number,
): Promise<PaymentRow | null> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.tid, tid),
        memberSeq === undefined ? undefined : eq(payments.memberSeq, memberSeq),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Locks the payment row for the rest of the transaction (two buys with one tid take turns). */
export async function lockPayment(executor: Executor, seq: number): Promise<PaymentRow | null> {
  const [row] = await executor.select().from(payments).where(eq(payments.seq, seq)).for('update');
  return row ?? null;
}

/** Moves a payment from one status to another; false when it was no longer in `from`. */
export async function moveStatus(
  executor: Executor,
  seq: number,
  from: string,
  values: Partial<typeof payments.$inferInsert> & { status: string },
): Promise<boolean> {
  const rows = await executor
    .update(payments)
    .set(values)
    .where(and(eq(payments.seq, seq), eq(payments.status, from)))
    .returning({ seq: payments.seq });
  return rows.length === 1;
}

export async function updatePayment(
  executor: Executor,
  seq: number,
  values: Partial<typeof payments.$inferInsert>,
) {
  await executor.update(payments).set(values).where(eq(payments.seq, seq));
}

export async function setDemoToken(
  executor: Executor,
  tid: string,
  token: string,
): Promise<boolean> {
  const rows = await executor
    .update(payments)
    .set({ demoPgToken: token })
    .where(
      and(eq(payments.tid, tid), eq(payments.status, 'READY'), sql`${payments.provider} = 'demo'`),
    )
    .returning({ seq: payments.seq });
  return rows.length === 1;
}

/** Approved payments that no order used, approved before `before` (the customer never came back). */
export async function findAbandonedApprovals(executor: Executor, before: Date) {
  return executor
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'APPROVED'),
        sql`${payments.approvedAt} < ${before.toISOString()}`,
        sql`not exists (select 1 from orders where orders.payment_seq = ${payments.seq})`,
      ),
    )
    .limit(100);
}

/** Refunds begun before `before` that never finished (the process died, or the provider failed). */
export async function findUnfinishedRefunds(executor: Executor, before: Date) {
  return executor
    .select()
    .from(payments)
    .where(
      and(eq(payments.status, 'REFUNDING'), sql`${payments.updateDttm} < ${before.toISOString()}`),
    )
    .limit(100);
}

/** Approvals claimed before `before` that never finished (the process died during the call). */
export async function findInterruptedApprovals(executor: Executor, before: Date) {
  return executor
    .select()
    .from(payments)
    .where(
      and(eq(payments.status, 'APPROVING'), sql`${payments.updateDttm} < ${before.toISOString()}`),
    )
    .limit(100);
}

/** Readied payments past their time: nothing is held, they are only marked. */
export async function expireStaleReady(executor: Executor, now: Date) {
  await executor
    .update(payments)
    .set({ status: 'EXPIRED' })
    .where(and(eq(payments.status, 'READY'), sql`${payments.expiresAt} < ${now.toISOString()}`));
}
