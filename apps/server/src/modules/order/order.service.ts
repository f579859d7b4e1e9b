import {
  canCustomerMove,
  computePageInfo,
  DEFAULT_PAGE_SIZE,
  FINAL_ORDER_STATES,
  ORDER_TEXT,
  orderTotal,
  PAYMENT_TEXT,
  RENTAL_STATES,
  success,
  type BuyBody,
  type OrderListQuery,
  type OrderModifyBody,
  type OrderState,
} from '@store/contract';
import type { Executor } from '../../db/client';
import { nextBusinessNo } from '../../db/business-no';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../plugins/auth';
import { COURIER_NAMES } from '../../integrations/sweettracker/tracker';
import { findMemberSeqByMemberId } from '../member/member.service';
import { findPaymentForMember, lockPayment, refundPayment } from '../payment/payment.service';
import { endRentalOfOrder, startRental } from '../rental/rental.lifecycle';
import { getSaleForOrder, getSaleSeqByNo, giveBackUnits, takeUnits } from '../sale/sale.service';
import * as repository from './order.repository';

/** Failures after which the approved payment must be given back. */
const REFUNDED_FAILURES = new Set([
  'PRICE_CHANGED',
  'OUT_OF_STOCK',
  'SALE_NOT_FOUND',
  'BAD_REQUEST',
]);

/**
 * Turns an approved payment into an order: the price is recomputed from the database and must be
 * what was paid; order, history, rental and stock are written in one transaction; one payment
 * makes one order (a repeat answers the same order). When the order cannot be made, the payment
 * is cancelled at the provider (refund) before the failure is answered.
 */
export async function buy(ctx: AppContext, principal: Principal, body: BuyBody) {
  const payment = await findPaymentForMember(ctx, body.tid, principal.seq);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  try {
    const saleSeq = await getSaleSeqByNo(ctx, body.saleSaleNo);
    const { order, rentalNo } = await ctx.db.transaction(async (tx) => {
      const locked = await lockPayment(tx, payment.seq);
      const existing = await repository.findOrderByPayment(tx, payment.seq);
      if (existing) return { order: existing, rentalNo: '' };
      if (!locked || locked.status !== 'APPROVED') throw new AppError('PAYMENT_NOT_APPROVED');
      if (locked.saleSeq !== null && locked.saleSeq !== saleSeq)
        throw new AppError('BAD_REQUEST', { text: PAYMENT_TEXT.wrongAccess });

      const sale = await getSaleForOrder(ctx, saleSeq, tx);
      const totProdPrice = sale.salePrice * body.orderCount;
      const totalPrice = orderTotal(sale.salePrice, body.orderCount, sale.deliveryFee);
      if (totalPrice !== locked.totalAmount) throw new AppError('PRICE_CHANGED');
      if (!(await takeUnits(tx, sale.seq, sale.productSeq, body.orderCount)))
        throw new AppError('OUT_OF_STOCK');

      const now = ctx.clock.now();
      const created = await repository.insertOrder(tx, {
        orderNo: await nextBusinessNo(tx, 'OR', now),
        memberSeq: principal.seq,
        saleSeq: sale.seq,
        productSeq: sale.productSeq,
        paymentSeq: locked.seq,
        state: 'P.CPLT',
        saleTitle: sale.title,
        name: principal.name,
        recipient: body.recipient,
        phone: body.phone,
        post: body.post,
        addr: body.addr,
        addrDetail: body.addrDetail,
        request: body.request,
        prodPrice: sale.salePrice,
        orderCount: body.orderCount,
        totProdPrice,
        deliveryFee: sale.deliveryFee,
        totalPrice,
        rentalPeriod: body.rentalPeriod,
      });
      await repository.insertHistory(tx, {
        orderSeq: created.seq,
        fromState: null,
        toState: 'P.CPLT',
        actorMemberSeq: principal.seq,
        actorRole: 'CUSTOMER',
        memo: `결제 ${locked.tid}`,
      });
      const rental = await startRental(tx, created, locked.approvedAt ?? now);
      return { order: created, rentalNo: rental.rentalNo };
    });
    return {
      orderSeq: order.seq,
      orderNo: order.orderNo,
      rentalNo,
      message: success(PAYMENT_TEXT.ordered),
    };
  } catch (error) {
    const code = error instanceof AppError ? error.code : null;
    const refundable =
      (code !== null && REFUNDED_FAILURES.has(code)) ||
      (code === null && !isUniqueViolation(error, 'orders_payment_key'));
    if (refundable && payment.status === 'APPROVED') {
      await refundPayment(ctx, payment, `주문 실패: ${code ?? 'INTERNAL'}`).catch(() => undefined);
    }
    throw error;
  }
}

export async function listOwnOrders(ctx: AppContext, principal: Principal, query: OrderListQuery) {
  return listOrders(ctx, { ...query, memberSeq: principal.seq });
}

export async function listOrdersOfMember(
  ctx: AppContext,
  principal: Principal,
  memberId: string,
  query: OrderListQuery,
) {
  if (!principal.isAdmin && principal.memberId.toLowerCase() !== memberId.toLowerCase())
    throw new AppError('FORBIDDEN');
  const memberSeq = principal.isAdmin
    ? await findMemberSeqByMemberId(ctx, memberId)
    : principal.seq;
  if (memberSeq === null)
    return { orderList: [], pageInfo: computePageInfo(query.p, 0, DEFAULT_PAGE_SIZE) };
  return listOrders(ctx, { ...query, memberSeq });
}

export async function listOrders(ctx: AppContext, query: OrderListQuery & { memberSeq?: number }) {
  const { rows, total } = await repository.findOrderPage(ctx.db, {
    ...(query.memberSeq === undefined ? {} : { memberSeq: query.memberSeq }),
    q: query.q,
    states: query.state,
    page: query.p,
    size: DEFAULT_PAGE_SIZE,
  });
  return { orderList: rows, pageInfo: computePageInfo(query.p, total, DEFAULT_PAGE_SIZE) };
}

/** The order for its owner or an administrator; anyone else is told it does not exist. */
export async function getOrder(ctx: AppContext, principal: Principal, seq: number) {
  const order = await repository.findOrder(
    ctx.db,
    seq,
    principal.isAdmin ? undefined : principal.seq,
  );
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

interface Move {
  to: OrderState;
  memo?: string | null;
  detail?: Record<string, unknown>;
  fields?: {
    request?: string;
    deliveryCode?: string | null;
    deliveryCompany?: string | null;
    tracking?: string | null;
  };
}

/**
 * Moves an order by the transition rules: customers along CUSTOMER_TRANSITIONS on their own
 * orders, administrators anywhere but out of a finished cancel or return. Side effects happen
 * once: C.CPLT refunds, gives the units back and ends the rental; RT.CPLT gives the units back.
 */
export async function moveOrder(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  move: Move,
  asAdmin = principal.isAdmin,
) {
  const row = await repository.findOrderRow(
    ctx.db,
    seq,
    asAdmin ? {} : { memberSeq: principal.seq },
  );
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  const from = row.state as OrderState;
  if (asAdmin) {
    if (FINAL_ORDER_STATES.includes(from) && move.to !== from) {
      throw new AppError('ORDER_WRONG_STATE', {
        text: '취소 또는 반품이 완료된 주문은 상태를 바꿀 수 없습니다.',
      });
    }
  } else if (!canCustomerMove(from, move.to)) {
    throw new AppError('ORDER_WRONG_STATE');
  }
  const tracking = move.fields?.tracking !== undefined ? move.fields.tracking : row.tracking;
  const company =
    move.fields?.deliveryCompany !== undefined ? move.fields.deliveryCompany : row.deliveryCompany;
  if (move.to === 'D.PRG' && (!tracking || !company)) throw new AppError('ORDER_TRACKING_REQUIRED');

  // The refund goes first: if it fails, nothing changes and the administrator can try again.
  if (move.to === 'C.CPLT' && from !== 'C.CPLT' && row.paymentSeq !== null) {
    const payment = await lockPayment(ctx.db, row.paymentSeq);
    if (payment) await refundPayment(ctx, payment, '주문 취소 완료');
  }

  await ctx.db.transaction(async (tx) => {
    const current = await repository.findOrderRow(tx, seq, { lock: true });
    if (!current || current.state !== from) throw new AppError('ORDER_WRONG_STATE');
    await repository.updateOrder(tx, seq, { state: move.to, ...move.fields });
    if (from !== move.to || move.memo) {
      await repository.insertHistory(tx, {
        orderSeq: seq,
        fromState: from,
        toState: move.to,
        actorMemberSeq: principal.seq,
        actorRole: asAdmin ? 'ADMIN' : 'CUSTOMER',
        memo: move.memo ?? null,
        detail: move.detail ?? null,
      });
    }
    if (move.to === 'C.CPLT' || move.to === 'RT.CPLT') {
      await giveBackOrderUnits(tx, seq);
      const rentalState = move.to === 'C.CPLT' ? RENTAL_STATES.cancelled : RENTAL_STATES.returned;
      await endRentalOfOrder(tx, seq, rentalState, ctx.clock.now(), principal.seq);
    }
  });
}

export async function updateState(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  to: OrderState,
) {
  await moveOrder(ctx, principal, seq, { to });
  return { message: success(ORDER_TEXT.stateUpdated) };
}

/** The administrator's edit of order detail: state, request text, courier and tracking number. */
export async function modifyOrder(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  body: OrderModifyBody,
) {
  const deliveryCompany =
    body.deliveryCompany ?? (body.deliveryCode ? (COURIER_NAMES[body.deliveryCode] ?? null) : null);
  await moveOrder(
    ctx,
    principal,
    seq,
    {
      to: body.state,
      fields: {
        request: body.request ?? '',
        deliveryCode: body.deliveryCode,
        deliveryCompany,
        tracking: body.tracking,
      },
    },
    true,
  );
  return { message: success(ORDER_TEXT.modified) };
}

export async function getReceiveInfo(ctx: AppContext, principal: Principal, seq: number) {
  const order = await getOrder(ctx, principal, seq);
  return {
    orderManageSeq: order.seq,
    orderNo: order.orderNo,
    productName: order.productName,
    status: order.state,
    statusName: order.stateName,
    orderDate: order.insertDttm,
  };
}

export async function confirmReceipt(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  memo: string | null,
) {
  await moveOrder(ctx, principal, seq, { to: 'RV.CPLT', memo }, false);
  return { message: success(ORDER_TEXT.received) };
}

export async function requestCancel(
  ctx: AppContext,
  principal: Principal,
  body: { orderManageSeq: number; cancelBy: string; memo: string },
) {
  await moveOrder(
    ctx,
    principal,
    body.orderManageSeq,
    {
      to: 'C.REQ',
      memo: `${body.cancelBy}: ${body.memo}`,
      detail: { cancelBy: body.cancelBy, reason: body.memo },
    },
    false,
  );
  return { message: success(ORDER_TEXT.cancelled) };
}

export async function requestReturn(
  ctx: AppContext,
  principal: Principal,
  body: {
    orderNumber: string;
    productCode?: string | null | undefined;
    customerName: string;
    phoneNumber: string;
    reason: string;
  },
) {
  const row = await repository.findOrderRowByNo(ctx.db, body.orderNumber, principal.seq);
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  await moveOrder(
    ctx,
    principal,
    row.seq,
    {
      to: 'RT.REQ',
      memo: body.reason,
      detail: {
        customerName: body.customerName,
        phoneNumber: body.phoneNumber,
        productCode: body.productCode ?? null,
      },
    },
    false,
  );
  return { message: success(ORDER_TEXT.returnRequested) };
}

export const findOrderHistory = (ctx: AppContext, seq: number) =>
  repository.findHistory(ctx.db, seq);

/** Gives an order's units back to its listing and product, once (rental returned, order cancelled). */
export async function giveBackOrderUnits(executor: Executor, orderSeq: number) {
  const row = await repository.findOrderRow(executor, orderSeq, { lock: true });
  if (row && (await repository.claimStockRestore(executor, orderSeq))) {
    await giveBackUnits(executor, row.saleSeq, row.productSeq, row.orderCount);
  }
}
