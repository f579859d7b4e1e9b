import { and, asc, eq } from 'drizzle-orm';
import { STOCK_HOLD_MINUTES, STOCK_TEXT, type OrderType } from '@store/contract';
import type { Executor } from '../../db/client';
import { paymentLines, stockHistory } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { enqueueJob } from '../../jobs/job.repository';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { giveBackUnits, takeUnits } from '../sale/sale.service';
import * as repository from './payment.repository';

export const HOLD_MS = STOCK_HOLD_MINUTES * 60 * 1000;
export const RELEASE_HOLD_JOB = 'payment.release-hold';

export type PaymentLineRow = typeof paymentLines.$inferSelect;

/** A line a payment is readied for, priced when it was readied. */
export interface LineToHold {
  saleSeq: number;
  productSeq: number;
  orderType: OrderType;
  /** Days rented; 0 for a purchase. */
  rentalPeriod: number;
  count: number;
  unitPrice: number;
  deliveryFee: number;
  deposit: number;
  amount: number;
  cartLineSeq: number | null;
}

/**
 * Writes a readied payment's lines and takes their units (architecture.md, "Rules: cart"), in the
 * caller's transaction, listings in seq order so two payments of the same listings take turns.
 * Another buyer took the last units first: UNITS_UNAVAILABLE, and the caller rolls back. A job
 * gives the units back when the payment expires without an order.
 */
export async function holdLines(
  executor: Executor,
  payment: { seq: number; memberSeq: number; expiresAt: Date },
  lines: readonly LineToHold[],
): Promise<void> {
  const written = await executor
    .insert(paymentLines)
    .values(
      lines.map((line, i) => ({
        ...line,
        paymentSeq: payment.seq,
        lineNo: i + 1,
        holdState: 'HELD',
      })),
    )
    .returning();
  const bySale = [...written].sort((a, b) => a.saleSeq - b.saleSeq || a.seq - b.seq);
  for (const line of bySale) {
    const note = {
      actorMemberSeq: payment.memberSeq,
      paymentLineSeq: line.seq,
      reason: STOCK_TEXT.holdReason,
    };
    if (!(await takeUnits(executor, line.saleSeq, line.productSeq, line.count, note))) {
      throw new AppError('UNITS_UNAVAILABLE');
    }
  }
  await enqueueJob(executor, {
    kind: RELEASE_HOLD_JOB,
    key: `payment-hold:${payment.seq}`,
    payload: { paymentSeq: payment.seq },
    runAt: payment.expiresAt,
  });
}

/** The payment's lines, in their order. */
export const findPaymentLines = (executor: Executor, paymentSeq: number) =>
  executor
    .select()
    .from(paymentLines)
    .where(eq(paymentLines.paymentSeq, paymentSeq))
    .orderBy(asc(paymentLines.lineNo));

/**
 * Marks a line's units as the order's (HELD -> ORDERED), in the order's transaction. False when
 * the hold was given back meanwhile: the order must then take the units anew.
 */
export async function keepHeldUnits(
  executor: Executor,
  lineSeq: number,
  orderSeq: number,
): Promise<boolean> {
  const rows = await executor
    .update(paymentLines)
    .set({ holdState: 'ORDERED' })
    .where(and(eq(paymentLines.seq, lineSeq), eq(paymentLines.holdState, 'HELD')))
    .returning({ seq: paymentLines.seq });
  if (rows.length === 1) {
    // The stock history's row of the hold now names the order that took the units.
    await executor
      .update(stockHistory)
      .set({ orderSeq, reason: STOCK_TEXT.orderReason })
      .where(and(eq(stockHistory.paymentLineSeq, lineSeq), eq(stockHistory.kind, 'ORDER')));
    return true;
  }
  await executor
    .update(paymentLines)
    .set({ holdState: 'ORDERED' })
    .where(eq(paymentLines.seq, lineSeq));
  return false;
}

/**
 * Gives a payment's held units back, once per line, in the caller's transaction (which has locked
 * the payment). Answers how many lines were given back.
 */
export async function releaseHeldUnits(executor: Executor, paymentSeq: number): Promise<number> {
  const held = await executor
    .select()
    .from(paymentLines)
    .where(and(eq(paymentLines.paymentSeq, paymentSeq), eq(paymentLines.holdState, 'HELD')))
    .orderBy(asc(paymentLines.saleSeq))
    .for('update');
  let released = 0;
  for (const line of held) {
    const moved = await executor
      .update(paymentLines)
      .set({ holdState: 'RELEASED' })
      .where(and(eq(paymentLines.seq, line.seq), eq(paymentLines.holdState, 'HELD')))
      .returning({ seq: paymentLines.seq });
    if (moved.length === 0) continue;
    await giveBackUnits(executor, line.saleSeq, line.productSeq, line.count, {
      paymentLineSeq: line.seq,
      reason: STOCK_TEXT.holdReleaseReason,
    });
    released += 1;
  }
  return released;
}

/** What became of a payment's hold when it was looked at. */
export type HoldOutcome = 'RELEASED' | 'KEPT' | 'WAIT';

/**
 * Decides a payment's hold by its state: an order made of it keeps the units; a payment readied
 * and not approved in time, abandoned, declined or given back releases them; one being approved
 * waits; an approved one keeps them until its order is made or it is refunded (the refund of an
 * unused payment releases them).
 */
export async function settleHold(ctx: AppContext, paymentSeq: number): Promise<HoldOutcome> {
  return inTransaction(ctx.db, async (tx) => {
    const payment = await repository.lockPayment(tx, paymentSeq);
    if (!payment || (await repository.isPaymentUsed(tx, payment.seq))) return 'KEPT';
    switch (payment.status) {
      case 'READY':
        if (payment.expiresAt > ctx.clock.now()) return 'WAIT';
        await repository.moveStatus(tx, payment.seq, 'READY', {
          status: 'FAILED',
          failureCode: 'EXPIRED',
        });
        break;
      case 'APPROVING':
        return 'WAIT';
      case 'APPROVED':
        return 'KEPT';
      default:
        break;
    }
    await releaseHeldUnits(tx, payment.seq);
    return 'RELEASED';
  });
}
