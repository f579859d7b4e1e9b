import { randomUUID } from 'node:crypto';
import { orderTotal, type ApproveReply, type ReadyBody } from '@store/contract';
import { AppError } from '../../platform/app-error';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../plugins/auth';
import { PaymentProviderError } from '../../integrations/kakaopay/provider';
import { getSaleForOrder } from '../sale/sale.service';
import { nothingHeld } from './payment-recovery';
import * as repository from './payment.repository';
import type { PaymentRow } from './payment.repository';

/** How long a readied payment may wait for its approval (KakaoPay's own limit is similar). */
export const PAYMENT_LIFETIME_MS = 15 * 60 * 1000;
const APPROVAL_WAIT_MS = 10_000;

/**
 * Readies a payment: stores our record (own partner_order_id, the member as partner_user_id,
 * amount) and asks the provider for a tid. Nothing is held: stock is taken when the order is made.
 */
export async function readyPayment(ctx: AppContext, principal: Principal, body: ReadyBody) {
  if (body.saleSeq !== undefined) {
    const sale = await getSaleForOrder(ctx, body.saleSeq);
    if (orderTotal(sale.salePrice, body.quantity, sale.deliveryFee) !== body.totalAmount)
      throw new AppError('PRICE_CHANGED');
    if (body.quantity > Math.min(sale.quantity, sale.stock)) throw new AppError('OUT_OF_STOCK');
  }
  const partnerOrderId = `PO-${randomUUID()}`;
  const { publicUrl } = ctx.settings;
  let ready;
  try {
    ready = await ctx.payments.ready({
      partnerOrderId,
      partnerUserId: principal.memberNo,
      itemName: body.itemName,
      quantity: body.quantity,
      totalAmount: body.totalAmount,
      approvalUrl: `${publicUrl}/payment/success`,
      cancelUrl: `${publicUrl}/payment/cancel`,
      failUrl: `${publicUrl}/payment/fail`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError('PAYMENT_PREPARE_FAILED');
    throw error;
  }
  const now = ctx.clock.now();
  await repository.insertPayment(ctx.db, {
    tid: ready.tid,
    provider: ctx.payments.kind,
    partnerOrderId,
    memberSeq: principal.seq,
    itemName: body.itemName,
    quantity: body.quantity,
    totalAmount: body.totalAmount,
    saleSeq: body.saleSeq ?? null,
    rentalPeriod: body.rentalPeriod ?? null,
    status: 'READY',
    expiresAt: new Date(now.getTime() + PAYMENT_LIFETIME_MS),
  });
  return {
    tid: ready.tid,
    next_redirect_pc_url: ready.pcUrl,
    next_redirect_mobile_url: ready.mobileUrl,
  };
}

function approvalOf(payment: PaymentRow): ApproveReply {
  const stored = payment.approval as { amount: ApproveReply['amount'] } | null;
  return {
    tid: payment.tid,
    itemName: payment.itemName,
    quantity: payment.quantity,
    amount: stored?.amount ?? {
      total: payment.totalAmount,
      tax_free: 0,
      vat: 0,
      point: 0,
      discount: 0,
    },
    paymentMethodType: payment.paymentMethodType ?? 'MONEY',
    approvedAt: (payment.approvedAt ?? payment.updateDttm).toISOString(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Approves once at the provider; a repeat (or a concurrent second call) answers the stored result. */
export async function approvePayment(
  ctx: AppContext,
  principal: Principal,
  query: { tid: string; pg_token: string },
) {
  const payment = await repository.findPaymentByTid(ctx.db, query.tid, principal.seq);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  if (payment.status === 'APPROVED') return approvalOf(payment);
  if (payment.status === 'READY' && payment.expiresAt <= ctx.clock.now()) {
    await repository.moveStatus(ctx.db, payment.seq, 'READY', { status: 'EXPIRED' });
    throw new AppError('PAYMENT_EXPIRED');
  }
  const claimed = await repository.moveStatus(ctx.db, payment.seq, 'READY', {
    status: 'APPROVING',
  });
  if (!claimed) return waitForApproval(ctx, payment);

  try {
    const result = await ctx.payments.approve({
      tid: payment.tid,
      partnerOrderId: payment.partnerOrderId,
      partnerUserId: principal.memberNo,
      pgToken: query.pg_token,
      totalAmount: payment.totalAmount,
      demoPgToken: payment.demoPgToken,
    });
    await repository.updatePayment(ctx.db, payment.seq, {
      status: 'APPROVED',
      approvedAt: result.approvedAt,
      paymentMethodType: result.paymentMethodType,
      approval: { aid: result.aid, amount: result.amount },
    });
    const approved = await repository.findPaymentByTid(ctx.db, payment.tid);
    return approvalOf(approved!);
  } catch (error) {
    await repository.updatePayment(ctx.db, payment.seq, { status: 'FAILED' });
    if (error instanceof PaymentProviderError) {
      throw new AppError(error.refused ? 'PAYMENT_DECLINED' : 'PAYMENT_FAILED');
    }
    throw error;
  }
}

async function waitForApproval(ctx: AppContext, payment: PaymentRow): Promise<ApproveReply> {
  const deadline = Date.now() + APPROVAL_WAIT_MS;
  while (Date.now() < deadline) {
    const current = await repository.findPaymentByTid(ctx.db, payment.tid);
    if (current?.status === 'APPROVED') return approvalOf(current);
    // Spent before this request (refused, expired or cancelled): the customer pays again.
    if (current && current.status !== 'APPROVING') {
      throw new AppError(current.status === 'EXPIRED' ? 'PAYMENT_EXPIRED' : 'PAYMENT_DECLINED');
    }
    await sleep(100);
  }
  throw new AppError('PAYMENT_FAILED');
}

/**
 * Refunds an approved payment in full at the provider, once. The payment is marked REFUNDING
 * before the provider is called, so a crash during the call leaves nothing a buy could still use;
 * the housekeeping finishes it (a provider that says nothing is held had refunded it already).
 */
export async function refundPayment(
  ctx: AppContext,
  payment: PaymentRow,
  reason: string,
): Promise<void> {
  if (payment.status === 'CANCELLED') return;
  if (payment.status !== 'APPROVED' && payment.status !== 'REFUNDING') {
    await repository.updatePayment(ctx.db, payment.seq, {
      status: 'CANCELLED',
      cancelledAt: ctx.clock.now(),
      cancelReason: reason,
    });
    return;
  }
  if (payment.status === 'APPROVED') {
    await repository.moveStatus(ctx.db, payment.seq, 'APPROVED', {
      status: 'REFUNDING',
      cancelReason: reason,
    });
  }
  try {
    await ctx.payments.cancel({ tid: payment.tid, amount: payment.totalAmount });
  } catch (error) {
    if (payment.status === 'REFUNDING' && nothingHeld(error)) {
      // A call cut off before: the provider refunded it then.
    } else if (error instanceof PaymentProviderError) {
      throw new AppError('PAYMENT_FAILED', {
        text: '결제 취소(환불)에 실패했습니다. 잠시 후 다시 시도해주세요.',
      });
    } else {
      throw error;
    }
  }
  await repository.updatePayment(ctx.db, payment.seq, {
    status: 'CANCELLED',
    cancelledAt: ctx.clock.now(),
    cancelReason: reason,
  });
}

export const findPaymentForMember = (ctx: AppContext, tid: string, memberSeq: number) =>
  repository.findPaymentByTid(ctx.db, tid, memberSeq);

/** The payment row, locked until the caller's transaction ends. */
export const lockPayment = (executor: Executor, seq: number) =>
  repository.lockPayment(executor, seq);

/** The demo provider's waiting payment (for its approval page). */
export async function findDemoPayment(ctx: AppContext, tid: string) {
  const payment = await repository.findPaymentByTid(ctx.db, tid);
  return payment &&
    payment.provider === 'demo' &&
    payment.status === 'READY' &&
    payment.expiresAt > ctx.clock.now()
    ? payment
    : null;
}

export const setDemoToken = (ctx: AppContext, tid: string, token: string) =>
  repository.setDemoToken(ctx.db, tid, token);

/** How long a refund may stay unfinished before the housekeeping finishes it. */
const REFUND_RETRY_AFTER_MS = 60 * 1000;

/** How long an approved payment may wait for its order before it is refunded. */
export const ABANDONED_AFTER_MS = 30 * 60 * 1000;

/**
 * Housekeeping, run periodically: a payment approved at the provider whose order was never made
 * (the browser closed between approval and order) is refunded; stale readied payments expire.
 */
export async function settleAbandonedPayments(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  await repository.expireStaleReady(ctx.db, now);
  const abandoned = await repository.findAbandonedApprovals(
    ctx.db,
    new Date(now.getTime() - ABANDONED_AFTER_MS),
  );
  // Refunds cut off (a crash, or the provider away) are finished too.
  const unfinished = await repository.findUnfinishedRefunds(
    ctx.db,
    new Date(now.getTime() - REFUND_RETRY_AFTER_MS),
  );
  let refunded = 0;
  for (const payment of [...abandoned, ...unfinished]) {
    try {
      await refundPayment(ctx, payment, '주문으로 이어지지 않은 결제');
      refunded += 1;
    } catch {
      // Tried again on the next round.
    }
  }
  return refunded;
}
