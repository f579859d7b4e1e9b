import { randomUUID } from 'node:crypto';
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_TEXT,
  REFUND_STATE_LABELS,
  refundableAmount,
  toKoreaIso,
  type ApproveReply,
  type OrderPayment,
  type OrderType,
  type PaymentStatus,
  type ReadyBody,
  type RefundState,
} from '@store/contract';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { PaymentProviderError } from '../../integrations/kakaopay/provider';
import { enqueueJob } from '../../jobs/job.repository';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../plugins/auth';
import { getSaleForOrder, priceOrder } from '../sale/sale.service';
import * as repository from './payment.repository';
import type { PaymentRow } from './payment.repository';

export type { PaymentRow };

/** How long a readied payment may wait for its approval (KakaoPay's own limit is similar). */
export const PAYMENT_LIFETIME_MS = 15 * 60 * 1000;
/** An approval claimed this long ago is settled by asking the provider (its calls time out at 10 s). */
export const APPROVAL_CHECK_AFTER_MS = 30 * 1000;
/** How long an approved payment may wait for its order before it is refunded. */
export const UNUSED_AFTER_MS = 10 * 60 * 1000;
const APPROVAL_WAIT_MS = 10_000;

export const JOB = {
  refund: 'payment.refund',
  checkApproval: 'payment.check-approval',
  refundUnused: 'payment.refund-unused',
  sweep: 'payment.sweep',
} as const;

/** What a payment is for: an order (made of it at /api/buy) or the extension of a rental. */
export type PaymentPurpose =
  | { kind: 'ORDER'; saleSeq: number | null; rentalPeriod: number | null; orderType: OrderType }
  | { kind: 'EXTENSION'; rentalSeq: number; days: number }
  | { kind: 'LATE_FEE' | 'SETTLEMENT' | 'BUYOUT'; rentalSeq: number };

/** The path under /rental/ of the page that finishes a rental payment, `…/{rentalSeq}/paid`. */
const RENTAL_PAYMENT_PAGES: Record<string, string> = {
  LATE_FEE: 'latefee',
  SETTLEMENT: 'settlement',
  BUYOUT: 'buyout',
};

/** The store's pages the provider sends the customer back to, by what the payment is for. */
export function paymentPages(payment: { purpose: string; rentalSeq: number | null }) {
  if (payment.purpose === 'EXTENSION') {
    const renew = `/rental/renew/${payment.rentalSeq}`;
    return { approval: `${renew}/paid`, cancel: renew, fail: renew };
  }
  const page = RENTAL_PAYMENT_PAGES[payment.purpose];
  if (page) {
    return {
      approval: `/rental/${page}/${payment.rentalSeq}/paid`,
      cancel: '/rental/list',
      fail: '/rental/list',
    };
  }
  return { approval: '/payment/success', cancel: '/payment/cancel', fail: '/payment/fail' };
}

/**
 * Readies a payment: stores our record (own partner_order_id, the member as partner_user_id,
 * amount, what it is for) and asks the provider for a tid. Nothing is held: stock is taken when
 * the order is made, an extension applied when it is approved.
 */
export async function startPayment(
  ctx: AppContext,
  principal: Principal,
  charge: { itemName: string; quantity: number; totalAmount: number; purpose: PaymentPurpose },
) {
  const { purpose } = charge;
  const record =
    purpose.kind === 'ORDER'
      ? {
          purpose: 'ORDER',
          rentalSeq: null,
          saleSeq: purpose.saleSeq,
          rentalPeriod: purpose.rentalPeriod,
          orderType: purpose.orderType,
        }
      : {
          purpose: purpose.kind,
          rentalSeq: purpose.rentalSeq,
          saleSeq: null,
          rentalPeriod: purpose.kind === 'EXTENSION' ? purpose.days : null,
          orderType: 'RENT' as const,
        };
  const pages = paymentPages(record);
  const partnerOrderId = `PO-${randomUUID()}`;
  const { publicUrl } = ctx.settings;
  let ready;
  try {
    ready = await ctx.payments.ready({
      partnerOrderId,
      partnerUserId: principal.memberNo,
      itemName: charge.itemName,
      quantity: charge.quantity,
      totalAmount: charge.totalAmount,
      approvalUrl: `${publicUrl}${pages.approval}`,
      cancelUrl: `${publicUrl}${pages.cancel}`,
      failUrl: `${publicUrl}${pages.fail}`,
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
    itemName: charge.itemName,
    quantity: charge.quantity,
    totalAmount: charge.totalAmount,
    ...record,
    status: 'READY',
    expiresAt: new Date(now.getTime() + PAYMENT_LIFETIME_MS),
  });
  return {
    tid: ready.tid,
    next_redirect_pc_url: ready.pcUrl,
    next_redirect_mobile_url: ready.mobileUrl,
  };
}

/** Readies an order's payment; with the listing named, its amount is checked first. */
export async function readyPayment(ctx: AppContext, principal: Principal, body: ReadyBody) {
  if (body.saleSeq !== undefined) {
    const sale = await getSaleForOrder(ctx, body.saleSeq);
    const price = priceOrder(sale, { ...body, count: body.quantity });
    if (price.total !== body.totalAmount) throw new AppError('PRICE_CHANGED');
    if (body.quantity > Math.min(sale.quantity, sale.stock)) throw new AppError('OUT_OF_STOCK');
  }
  return startPayment(ctx, principal, {
    itemName: body.itemName,
    quantity: body.quantity,
    totalAmount: body.totalAmount,
    purpose: {
      kind: 'ORDER',
      saleSeq: body.saleSeq ?? null,
      rentalPeriod: body.rentalPeriod ?? null,
      orderType: body.orderType,
    },
  });
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
    approvedAt: toKoreaIso(payment.approvedAt ?? payment.updateDttm),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An approved payment waits this long for its order; then a job gives the money back. */
async function watchForUse(executor: Executor, payment: { seq: number }, now: Date) {
  await enqueueJob(executor, {
    kind: JOB.refundUnused,
    key: `payment-unused:${payment.seq}`,
    payload: { paymentSeq: payment.seq },
    runAt: new Date(now.getTime() + UNUSED_AFTER_MS),
  });
}

/**
 * Approves once at the provider; a repeat (or a concurrent second call) answers the stored result.
 * The claim (READY -> APPROVING) records a check that settles the payment by the provider's own
 * status if this process dies before it records the answer.
 */
export async function approvePayment(
  ctx: AppContext,
  principal: Principal,
  query: { tid: string; pg_token: string },
) {
  const payment = await repository.findPaymentByTid(ctx.db, query.tid, principal.seq);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  if (payment.status !== 'READY' && payment.status !== 'APPROVING') {
    if (payment.status === 'FAILED') throw failureOf(payment);
    return approvalOf(payment);
  }
  const now = ctx.clock.now();
  if (payment.status === 'READY' && payment.expiresAt <= now) {
    await repository.moveStatus(ctx.db, payment.seq, 'READY', {
      status: 'FAILED',
      failureCode: 'EXPIRED',
    });
    throw new AppError('PAYMENT_EXPIRED');
  }
  const claimed = await inTransaction(ctx.db, async (tx) => {
    const claim = { status: 'APPROVING' as const };
    if (!(await repository.moveStatus(tx, payment.seq, 'READY', claim, 'CUSTOMER'))) return false;
    await enqueueJob(tx, {
      kind: JOB.checkApproval,
      key: `payment-check:${payment.seq}`,
      payload: { paymentSeq: payment.seq },
      runAt: new Date(now.getTime() + APPROVAL_CHECK_AFTER_MS),
    });
    return true;
  });
  if (!claimed) return waitForApproval(ctx, payment);

  let result;
  try {
    result = await ctx.payments.approve({
      tid: payment.tid,
      partnerOrderId: payment.partnerOrderId,
      partnerUserId: principal.memberNo,
      pgToken: query.pg_token,
      totalAmount: payment.totalAmount,
      demoPgToken: payment.demoPgToken,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.refused) {
      await repository.moveStatus(ctx.db, payment.seq, 'APPROVING', {
        status: 'FAILED',
        failureCode: 'DECLINED',
      });
      throw new AppError('PAYMENT_DECLINED');
    }
    // No answer: the provider may have taken the money. The check settles it by its status.
    ctx.jobs.wake();
    if (error instanceof PaymentProviderError) throw new AppError('PAYMENT_FAILED');
    throw error;
  }
  await inTransaction(ctx.db, async (tx) => {
    const recorded = await repository.moveStatus(tx, payment.seq, 'APPROVING', {
      status: 'APPROVED',
      approvedAt: result.approvedAt,
      paymentMethodType: result.paymentMethodType,
      approval: { aid: result.aid, amount: result.amount },
    });
    if (recorded) await watchForUse(tx, payment, ctx.clock.now());
  });
  const approved = await repository.findPaymentByTid(ctx.db, payment.tid);
  if (approved?.status === 'FAILED') throw failureOf(approved);
  return approvalOf(approved!);
}

function failureOf(payment: PaymentRow): AppError {
  if (payment.failureCode === 'EXPIRED') return new AppError('PAYMENT_EXPIRED');
  return new AppError('PAYMENT_DECLINED');
}

async function waitForApproval(ctx: AppContext, payment: PaymentRow): Promise<ApproveReply> {
  const deadline = Date.now() + APPROVAL_WAIT_MS;
  while (Date.now() < deadline) {
    const current = await repository.findPaymentByTid(ctx.db, payment.tid);
    if (!current) break;
    if (current.status === 'FAILED') throw failureOf(current);
    if (current.status !== 'APPROVING' && current.status !== 'READY') return approvalOf(current);
    await sleep(100);
  }
  throw new AppError('PAYMENT_FAILED');
}

/**
 * Asks for a refund of (part of) a payment, inside the caller's transaction: the refund row and
 * the job that makes it at the provider exist exactly when the change that calls for it commits.
 * The amount is capped by what remains refundable; `key` names the reason, so asking again for
 * the same reason records nothing. Answers the refund recorded, or null when nothing was.
 */
export async function requestRefund(
  executor: Executor,
  input: {
    paymentSeq: number;
    orderSeq?: number | null;
    amount: number;
    reason: string;
    key: string;
    now: Date;
  },
) {
  const payment = await repository.lockPayment(executor, input.paymentSeq);
  if (!payment || (payment.status !== 'APPROVED' && payment.status !== 'PARTIALLY_CANCELLED')) {
    return null;
  }
  const asked = await repository.findRefunds(executor, { paymentSeq: payment.seq });
  const amount = Math.min(
    input.amount,
    refundableAmount(
      payment.totalAmount,
      asked.map((refund) => refund.amount),
    ),
  );
  if (amount <= 0) return null;
  const refund = await repository.insertRefund(executor, {
    paymentSeq: payment.seq,
    orderSeq: input.orderSeq ?? null,
    key: input.key,
    amount,
    reason: input.reason.slice(0, 200),
    state: 'REQUESTED',
  });
  if (refund) {
    await enqueueJob(executor, {
      kind: JOB.refund,
      key: `refund:${refund.seq}`,
      payload: { refundSeq: refund.seq },
      maxAttempts: 25,
      runAt: input.now,
    });
  }
  return refund;
}

/**
 * Gives back a payment that nothing came of (the order could not be made: sold out, price
 * changed; the rental could no longer be extended), once. Nothing is refunded while an order or
 * an extension uses the payment.
 */
export async function refundUnusedPayment(ctx: AppContext, paymentSeq: number, reason: string) {
  const refund = await inTransaction(ctx.db, async (tx) => {
    const payment = await repository.lockPayment(tx, paymentSeq);
    if (!payment || payment.status !== 'APPROVED') return null;
    if (await repository.isPaymentUsed(tx, paymentSeq)) return null;
    return requestRefund(tx, {
      paymentSeq,
      amount: payment.totalAmount,
      reason,
      key: `payment:${paymentSeq}:unused`,
      now: ctx.clock.now(),
    });
  });
  if (refund) ctx.jobs.wake();
  return refund;
}

/** An approved payment nothing was refunded of (nor asked to be): an order may use it. */
export async function isPaymentUsable(executor: Executor, payment: PaymentRow): Promise<boolean> {
  if (payment.status !== 'APPROVED') return false;
  return (await repository.findRefunds(executor, { paymentSeq: payment.seq })).length === 0;
}

const METHOD_NAMES: Record<string, string> = {
  kakaopay: PAYMENT_TEXT.methodKakaoPay,
  demo: `${PAYMENT_TEXT.methodKakaoPay} (데모)`,
};

/** The payment as its order's detail shows it: paid, refunded, being refunded, each refund. */
export async function describePayment(ctx: AppContext, seq: number): Promise<OrderPayment | null> {
  const payment = await repository.findPayment(ctx.db, seq);
  if (!payment) return null;
  const refunds = await repository.findRefunds(ctx.db, { paymentSeq: seq });
  return {
    method: METHOD_NAMES[payment.provider] ?? payment.provider,
    totalAmount: payment.totalAmount,
    cancelledAmount: payment.cancelledAmount,
    refundingAmount: refunds
      .filter((refund) => refund.state !== 'DONE')
      .reduce((sum, refund) => sum + refund.amount, 0),
    status: payment.status,
    statusName: PAYMENT_STATUS_LABELS[payment.status as PaymentStatus] ?? payment.status,
    approvedDttm: payment.approvedAt ? toKoreaIso(payment.approvedAt) : null,
    refunds: refunds.map((refund) => ({
      amount: refund.amount,
      reason: refund.reason,
      state: refund.state,
      stateName: REFUND_STATE_LABELS[refund.state as RefundState] ?? refund.state,
      insertDttm: toKoreaIso(refund.insertDttm),
      doneDttm: refund.doneAt ? toKoreaIso(refund.doneAt) : null,
    })),
  };
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
