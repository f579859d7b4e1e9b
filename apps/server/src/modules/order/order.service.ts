import {
  computePageInfo,
  DEFAULT_PAGE_SIZE,
  DEFAULT_RENTAL_PERIOD,
  ORDER_TEXT,
  PAYMENT_TEXT,
  success,
  type BuyBody,
  type DeliveryDetails,
  type OrderListQuery,
  type OrderModifyBody,
  type OrderState,
  type LinePrice,
  type OrderType,
  type WithdrawalReasonCode,
} from '@store/contract';
import { nextBusinessNo } from '../../db/business-no';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { csvStream } from '../../platform/csv';
import type { DayRange } from '../../db/paging';
import { checkedDayRange, readListPage } from '../../platform/list-page';
import type { Principal } from '../../plugins/auth';
import { COURIER_NAMES } from '../../integrations/sweettracker/tracker';
import { findMemberSeqByMemberId } from '../member/member.service';
import {
  describePayment,
  findPaymentForMember,
  isPaymentUsable,
  lockPayment,
  refundUnusedPayment,
} from '../payment/payment.service';
import { acknowledgeOrders } from '../notification/notification.service';
import { findPaymentLines, keepHeldUnits } from '../payment/payment-hold';
import { findRentalNoOfOrder, openRental } from '../rental/rental.lifecycle';
import {
  getSaleForOrder,
  getSaleSeqByNo,
  lateFeeTerms,
  priceOrder,
  takeUnits,
} from '../sale/sale.service';
import * as repository from './order.repository';
import { transitionOrder } from './order.transition';

/** Failures of a buy after which no order can come of the payment: it is given back. */
const REFUNDED_FAILURES = new Set([
  'PRICE_CHANGED',
  'NOT_OFFERED',
  'OUT_OF_STOCK',
  'SALE_NOT_FOUND',
  'BAD_REQUEST',
]);

/** The buy's answer; the rental number is read only for an order made by an earlier call. */
const bought = async (
  ctx: AppContext,
  order: { seq: number; orderNo: string; rentalNo?: string },
) => ({
  orderSeq: order.seq,
  orderNo: order.orderNo,
  rentalNo: order.rentalNo ?? (await findRentalNoOfOrder(ctx.db, order.seq)),
  message: success(PAYMENT_TEXT.ordered),
});

/**
 * Turns an approved payment into an order. Idempotent per payment: a `tid` that already made an
 * order answers that order and changes nothing, whatever else the body says. Otherwise the price
 * is recomputed from the database and must be what was paid; order, history, rental and stock are
 * written in one transaction. When the order cannot be made (sold out, price changed, wrong
 * listing) the payment is given back, by a job, and only while no order uses it.
 */
export async function buy(ctx: AppContext, principal: Principal, body: BuyBody) {
  const payment = await findPaymentForMember(ctx, body.tid, principal.seq);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  // A rental's extension or late fee payment, or a cart's, makes no order here (nor is refunded).
  if (payment.purpose !== 'ORDER')
    throw new AppError('BAD_REQUEST', { text: PAYMENT_TEXT.wrongAccess });
  try {
    const order = await inTransaction(ctx.db, async (tx) => {
      const locked = await lockPayment(tx, payment.seq);
      // A repeat (or a second call at once, which waited for the lock) answers the order made.
      const existing = await repository.findOrderByPayment(tx, payment.seq);
      if (existing) return existing;
      if (!locked || !(await isPaymentUsable(tx, locked))) {
        throw new AppError('PAYMENT_NOT_APPROVED');
      }
      const saleSeq = await getSaleSeqByNo(ctx, body.saleSaleNo, tx);
      if (locked.saleSeq !== null && locked.saleSeq !== saleSeq)
        throw new AppError('BAD_REQUEST', { text: PAYMENT_TEXT.wrongAccess });

      const sale = await getSaleForOrder(ctx, saleSeq, tx);
      // What was paid for: the kind of order the payment was readied for, whatever the body says.
      const orderType = locked.saleSeq !== null ? (locked.orderType as OrderType) : body.orderType;
      const rentalPeriod = orderType === 'RENT' ? (body.rentalPeriod ?? DEFAULT_RENTAL_PERIOD) : 0;
      const price = priceOrder(sale, { ...body, orderType, count: body.orderCount });
      if (price.total !== locked.totalAmount) throw new AppError('PRICE_CHANGED');
      // Readied for the listing, the payment holds its units: the order must be what was held.
      const [line] = await findPaymentLines(tx, locked.seq);
      if (
        line &&
        (line.count !== body.orderCount ||
          line.orderType !== orderType ||
          line.rentalPeriod !== rentalPeriod)
      )
        throw new AppError('BAD_REQUEST', { text: PAYMENT_TEXT.wrongAccess });
      const created = await makeOrder(ctx, tx, principal, {
        sale,
        payment: locked,
        line: line ?? null,
        choice: { orderType, rentalPeriod, count: body.orderCount },
        price,
        delivery: body,
      });
      await acknowledgeOrders(tx, ctx, principal.seq, `order:${created.seq}:received`, [created]);
      return created;
    });
    return await bought(ctx, order);
  } catch (error) {
    if (error instanceof AppError && REFUNDED_FAILURES.has(error.code)) {
      await refundUnusedPayment(ctx, payment.seq, `주문 실패: ${error.code}`);
    }
    throw error;
  }
}

/**
 * Writes one paid order (architecture.md, "Rules: orders"), in the caller's transaction, which
 * has locked the payment: the order row at the price paid, its units (the payment line's held
 * units, or taken now: OUT_OF_STOCK rolls everything back), its first history row, and its rental.
 */
export async function makeOrder(
  ctx: AppContext,
  tx: Executor,
  principal: Principal,
  input: {
    sale: Awaited<ReturnType<typeof getSaleForOrder>>;
    payment: { seq: number; tid: string };
    line: { seq: number } | null;
    choice: { orderType: OrderType; rentalPeriod: number; count: number };
    price: LinePrice;
    delivery: DeliveryDetails;
  },
) {
  const { sale, payment, line, choice, price, delivery } = input;
  const now = ctx.clock.now();
  const created = await repository.insertOrder(tx, {
    orderNo: await nextBusinessNo(tx, 'OR', now),
    memberSeq: principal.seq,
    saleSeq: sale.seq,
    productSeq: sale.productSeq,
    paymentSeq: payment.seq,
    paymentLineSeq: line?.seq ?? null,
    state: 'P.CPLT',
    saleTitle: sale.title,
    name: principal.name,
    recipient: delivery.recipient,
    phone: delivery.phone,
    post: delivery.post,
    addr: delivery.addr,
    addrDetail: delivery.addrDetail,
    request: delivery.request,
    prodPrice: price.unitPrice,
    orderCount: choice.count,
    totProdPrice: price.goods,
    deliveryFee: price.deliveryFee,
    deposit: price.deposit,
    totalPrice: price.total,
    orderType: choice.orderType,
    rentalPeriod: choice.orderType === 'RENT' ? choice.rentalPeriod : 0,
  });
  // After the order row, so the stock history names it; refused, the whole order rolls back.
  const kept = line !== null && (await keepHeldUnits(tx, line.seq, created.seq));
  const units = { orderSeq: created.seq, actorMemberSeq: principal.seq };
  if (!kept && !(await takeUnits(tx, sale.seq, sale.productSeq, choice.count, units)))
    throw new AppError('OUT_OF_STOCK');
  await repository.insertHistory(tx, {
    orderSeq: created.seq,
    fromState: null,
    toState: 'P.CPLT',
    actorMemberSeq: principal.seq,
    actorRole: 'CUSTOMER',
    memo: `결제 ${payment.tid}`,
  });
  const rental =
    choice.orderType === 'RENT' ? await openRental(tx, created, now, lateFeeTerms(sale)) : null;
  return { ...created, rentalNo: rental?.rentalNo ?? '' };
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
  const days = checkedDayRange(query);
  const { rows, pageInfo } = await readListPage(query.p, (paging) =>
    // A member's own orders on the shop's pool; every order (administrators) on the reports'.
    repository.findOrderPage(query.memberSeq === undefined ? ctx.reports : ctx.db, {
      ...(query.memberSeq === undefined ? {} : { memberSeq: query.memberSeq }),
      q: query.q,
      states: query.state,
      days,
      ...paging,
    }),
  );
  return { orderList: rows, pageInfo };
}

/** `2026-11-27T21:05:00.000+09:00` (the API's Korea time) as a spreadsheet reads it: `2026-11-27 21:05`. */
const spreadsheetTime = (koreaIso: string) => koreaIso.slice(0, 16).replace('T', ' ');

const ORDER_CSV_HEADER = [
  '주문번호',
  '주문일시',
  '회원 아이디',
  '주문자',
  '상품',
  '구분',
  '대여 기간(일)',
  '수량',
  '상품금액',
  '배송비',
  '보증금',
  '결제금액',
  '상태',
  '받는 분',
  '연락처',
  '주소',
  '택배사',
  '송장번호',
];

/**
 * The administrator's order list as a CSV file, every row of the same search and states as the
 * list shows, newest first, streamed as it is read (docs/decisions.md, "Back office").
 */
export function exportOrders(ctx: AppContext, query: { q?: string; state?: string[] } & DayRange) {
  const filter = { q: query.q, states: query.state, days: checkedDayRange(query) };
  async function* rows() {
    for await (const batch of repository.eachOrderOf(ctx.reports, filter))
      yield batch.map((order) => [
        order.orderNo,
        spreadsheetTime(order.insertDttm),
        order.memberMemberId,
        order.name,
        order.saleTitle,
        order.orderType === 'BUY' ? '구매' : '대여',
        order.orderType === 'BUY' ? null : order.rentalPeriod,
        order.orderCount,
        order.totProdPrice,
        order.deliveryFee,
        order.deposit,
        order.totalPrice,
        order.stateName,
        order.recipient,
        order.phone,
        `(${order.post}) ${order.addr} ${order.addrDetail}`.trim(),
        order.deliveryCompany,
        order.tracking,
      ]);
  }
  return csvStream(ORDER_CSV_HEADER, rows());
}

/** The order for its owner or an administrator; anyone else is told it does not exist. */
export async function getOrder(ctx: AppContext, principal: Principal, seq: number) {
  const order = await repository.findOrder(
    ctx.db,
    seq,
    principal.isAdmin ? undefined : principal.seq,
  );
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const paymentSeq = await repository.findPaymentSeqOfOrder(ctx.db, seq);
  return { ...order, payment: paymentSeq === null ? null : await describePayment(ctx, paymentSeq) };
}

const actorOf = (principal: Principal, asAdmin: boolean) => ({
  actor: asAdmin ? ('ADMIN' as const) : ('CUSTOMER' as const),
  actorMemberSeq: principal.seq,
  ...(asAdmin ? {} : { ownerSeq: principal.seq }),
});

export async function updateState(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  to: OrderState,
) {
  await transitionOrder(ctx, { orderSeq: seq, to, ...actorOf(principal, principal.isAdmin) });
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
  await transitionOrder(ctx, {
    orderSeq: seq,
    to: body.state,
    ...actorOf(principal, true),
    fields: {
      request: body.request ?? '',
      deliveryCode: body.deliveryCode,
      deliveryCompany,
      tracking: body.tracking,
    },
  });
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
  await transitionOrder(ctx, { orderSeq: seq, to: 'RV.CPLT', memo, ...actorOf(principal, false) });
  return { message: success(ORDER_TEXT.received) };
}

export async function requestCancel(
  ctx: AppContext,
  principal: Principal,
  body: { orderManageSeq: number; cancelBy: string; memo: string },
) {
  await transitionOrder(ctx, {
    orderSeq: body.orderManageSeq,
    to: 'C.REQ',
    memo: `${body.cancelBy}: ${body.memo}`,
    detail: { cancelBy: body.cancelBy, reason: body.memo },
    ...actorOf(principal, false),
  });
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
    reasonCode: WithdrawalReasonCode;
  },
) {
  const row = await repository.findOrderRowByNo(ctx.db, body.orderNumber, principal.seq);
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  await transitionOrder(ctx, {
    orderSeq: row.seq,
    to: 'RT.REQ',
    memo: body.reason,
    detail: {
      customerName: body.customerName,
      phoneNumber: body.phoneNumber,
      productCode: body.productCode ?? null,
      reasonCode: body.reasonCode,
    },
    fields: { returnReason: body.reasonCode },
    ...actorOf(principal, false),
  });
  return { message: success(ORDER_TEXT.returnRequested) };
}

export const findOrderHistory = (ctx: AppContext, seq: number) =>
  repository.findHistory(ctx.db, seq);

export const findOrdersOfPayment = repository.findOrdersOfPayment;
export const findPlacedOrdersOfPayment = repository.findPlacedOrdersOfPayment;
