import { randomUUID } from 'node:crypto';
import {
  CART_TEXT,
  DEFAULT_RENTAL_PERIOD,
  formatKoreaDateTime,
  info,
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
import { notify } from '../notification/notification.service';
import { getSaleForOrder, priceOrder } from '../sale/sale.service';
import { holdLines, releaseHeldUnits, settleHold, type LineToHold } from './payment-hold';
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

/**
 * What a payment is for: an order (made of it at /api/buy), the selected lines of a cart (one
 * order per line at /api/cart/order), or a rental's extension, late fee, settlement or buy-out.
 */
export type PaymentPurpose =
  | { kind: 'ORDER'; saleSeq: number | null; rentalPeriod: number | null; orderType: OrderType }
  | { kind: 'CART' }
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
  if (payment.purpose === 'CART') {
    return {
      approval: '/cart/paid',
      cancel: '/cart/list?payment=cancel',
      fail: '/cart/list?payment=fail',
    };
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

/** How the store is reached by the payer: its host, or the address they called it at. */
export interface PayerOrigin {
  protocol: string;
  host: string | undefined;
}

const HOST_PATTERN = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * Where the provider sends the payer back (architecture.md, "Rules: cart"): PUBLIC_URL when it is
 * set (always in production); in development, the address the payer called the store at, so a
 * shop opened at another address than localhost still finds its pending order after paying.
 */
export function returnOrigin(ctx: AppContext, payer: PayerOrigin | undefined): string {
  const { publicUrl, publicUrlFixed } = ctx.settings;
  if (publicUrlFixed || !payer?.host || !HOST_PATTERN.test(payer.host)) return publicUrl;
  const protocol = payer.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${payer.host}`;
}

/**
 * Readies a payment: stores our record (own partner_order_id, the member as partner_user_id,
 * amount, what it is for) and asks the provider for a tid. A payment of listings holds their
 * units for STOCK_HOLD_MINUTES (refused with UNITS_UNAVAILABLE when they are gone); an
 * extension is applied when it is approved.
 */
export async function startPayment(
  ctx: AppContext,
  principal: Principal,
  charge: {
    itemName: string;
    quantity: number;
    totalAmount: number;
    purpose: PaymentPurpose;
    lines?: readonly LineToHold[];
    payer?: PayerOrigin | undefined;
  },
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
      : purpose.kind === 'CART'
        ? {
            purpose: 'CART',
            rentalSeq: null,
            saleSeq: null,
            rentalPeriod: null,
            orderType: 'RENT' as const,
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
  const origin = returnOrigin(ctx, charge.payer);
  let ready;
  try {
    ready = await ctx.payments.ready({
      partnerOrderId,
      partnerUserId: principal.memberNo,
      itemName: charge.itemName,
      quantity: charge.quantity,
      totalAmount: charge.totalAmount,
      approvalUrl: `${origin}${pages.approval}`,
      cancelUrl: `${origin}${pages.cancel}`,
      failUrl: `${origin}${pages.fail}`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError('PAYMENT_PREPARE_FAILED');
    throw error;
  }
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + PAYMENT_LIFETIME_MS);
  await inTransaction(ctx.db, async (tx) => {
    const payment = await repository.insertPayment(tx, {
      tid: ready.tid,
      provider: ctx.payments.kind,
      partnerOrderId,
      memberSeq: principal.seq,
      itemName: charge.itemName,
      quantity: charge.quantity,
      totalAmount: charge.totalAmount,
      ...record,
      status: 'READY',
      expiresAt,
      returnOrigin: origin,
    });
    if (charge.lines?.length) {
      await holdLines(tx, { seq: payment.seq, memberSeq: principal.seq, expiresAt }, charge.lines);
    }
  });
  return {
    tid: ready.tid,
    next_redirect_pc_url: ready.pcUrl,
    next_redirect_mobile_url: ready.mobileUrl,
  };
}

/**
 * Readies an order's payment. With the listing named, its amount is checked first and its units
 * are held for the payer; without it (the specification's own client) they are taken at the buy.
 */
export async function readyPayment(
  ctx: AppContext,
  principal: Principal,
  body: ReadyBody,
  payer?: PayerOrigin,
) {
  let lines: LineToHold[] | undefined;
  if (body.saleSeq !== undefined) {
    const sale = await getSaleForOrder(ctx, body.saleSeq);
    const price = priceOrder(sale, { ...body, count: body.quantity });
    if (price.total !== body.totalAmount) throw new AppError('PRICE_CHANGED');
    if (body.quantity > Math.min(sale.quantity, sale.stock))
      throw new AppError('UNITS_UNAVAILABLE');
    lines = [
      {
        saleSeq: sale.seq,
        productSeq: sale.productSeq,
        orderType: body.orderType,
        rentalPeriod: body.orderType === 'RENT' ? (body.rentalPeriod ?? DEFAULT_RENTAL_PERIOD) : 0,
        count: body.quantity,
        unitPrice: price.unitPrice,
        deliveryFee: price.deliveryFee,
        deposit: price.deposit,
        amount: price.total,
        cartLineSeq: null,
      },
    ];
  }
  return startPayment(ctx, principal, {
    payer,
    lines,
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
    await settleHold(ctx, payment.seq);
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
      await inTransaction(ctx.db, async (tx) => {
        await lockPayment(tx, payment.seq);
        const moved = await repository.moveStatus(tx, payment.seq, 'APPROVING', {
          status: 'FAILED',
          failureCode: 'DECLINED',
        });
        if (moved) await releaseHeldUnits(tx, payment.seq);
      });
      throw new AppError('PAYMENT_DECLINED');
    }
    // No answer: the provider may have taken the money. The check settles it by its status.
    ctx.jobs.wake();
    if (error instanceof PaymentProviderError) throw new AppError('PAYMENT_FAILED');
    throw error;
  }
  const approval = {
    status: 'APPROVED' as const,
    approvedAt: result.approvedAt,
    paymentMethodType: result.paymentMethodType,
    approval: { aid: result.aid, amount: result.amount },
  };
  const recorded = await inTransaction(ctx.db, async (tx) => {
    if (!(await repository.moveStatus(tx, payment.seq, 'APPROVING', approval))) return false;
    await watchForUse(tx, payment, ctx.clock.now());
    await notify(tx, ctx, payment.memberSeq, `payment:${payment.seq}:approved`, {
      kind: 'PAYMENT_DONE',
      itemName: payment.itemName,
      amount: payment.totalAmount,
      method: METHOD_NAMES[payment.provider] ?? payment.provider,
      approvedAt: formatKoreaDateTime(result.approvedAt),
    });
    return true;
  });
  // Recorded here, the reply is what was written; else another path settled it: read what it wrote.
  if (recorded) return approvalOf({ ...payment, ...approval });
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
    const asked = await requestRefund(tx, {
      paymentSeq,
      amount: payment.totalAmount,
      reason,
      key: `payment:${paymentSeq}:unused`,
      now: ctx.clock.now(),
    });
    // Nothing will come of it: its units go back on sale.
    await releaseHeldUnits(tx, paymentSeq);
    return asked;
  });
  if (refund) ctx.jobs.wake();
  return refund;
}

/**
 * The payer came back from the provider without paying (cancelled there, or gave up): a readied
 * payment fails at once and gives its held units back, instead of waiting for its expiry. Anything
 * further along (approved, being approved) is left to its own course.
 */
export async function quitPayment(ctx: AppContext, principal: Principal, tid: string) {
  const payment = await repository.findPaymentByTid(ctx.db, tid, principal.seq);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  await abandonPayment(ctx, payment.seq);
  return { message: info(CART_TEXT.quit) };
}

/** A readied payment the payer gave up: it fails and its held units go back on sale. */
export async function abandonPayment(ctx: AppContext, paymentSeq: number): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const locked = await lockPayment(tx, paymentSeq);
    if (!locked || locked.status !== 'READY') return;
    await repository.moveStatus(tx, locked.seq, 'READY', { status: 'FAILED', failureCode: 'QUIT' });
    await releaseHeldUnits(tx, locked.seq);
  });
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
