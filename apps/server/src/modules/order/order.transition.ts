import {
  FINAL_ORDER_STATES,
  ORDER_MACHINE,
  RENTAL_STATES,
  STOCK_TEXT,
  orderReturnRefund,
  type Actor,
  type OrderState,
  type WithdrawalReasonCode,
} from '@store/contract';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { lockPayment, requestRefund } from '../payment/payment.service';
import { COURIER_NAMES } from '../../integrations/sweettracker/tracker';
import { notify } from '../notification/notification.service';
import { endRentalOfOrder, startRentalOfOrder } from '../rental/rental.lifecycle';
import { giveBackUnits } from '../sale/sale.service';
import * as repository from './order.repository';
import type { OrderRow } from './order.repository';

export interface OrderMove {
  orderSeq: number;
  to: OrderState;
  actor: Actor;
  actorMemberSeq: number | null;
  /** A customer's move: the order must be theirs (anyone else is told it does not exist). */
  ownerSeq?: number;
  memo?: string | null;
  detail?: Record<string, unknown> | null;
  fields?: {
    request?: string;
    deliveryCode?: string | null;
    deliveryCompany?: string | null;
    tracking?: string | null;
    returnReason?: WithdrawalReasonCode;
  };
}

const FINAL_STATE_TEXT = '취소 또는 반품이 완료된 주문은 상태를 바꿀 수 없습니다.';
/** Delivered, or received by the customer first: the rental's days start counting. */
const STARTS_RENTAL = new Set<OrderState>(['D.CPLT', 'RV.CPLT']);
const REFUND_REASONS: Partial<Record<OrderState, string>> = {
  'C.CPLT': '주문 취소 완료',
  'RT.CPLT': '반품 완료',
};

/**
 * Locks an order for a change, in the store's one lock order (architecture.md, "Rules: integrity"): its payment
 * first, then the order. Whatever changes an order (its own transitions, its rental's) starts
 * here, so two such changes take turns instead of deadlocking.
 */
export async function lockOrderChain(
  executor: Executor,
  orderSeq: number,
  ownerSeq?: number,
): Promise<OrderRow> {
  const seen = await repository.findOrderRow(
    executor,
    orderSeq,
    ownerSeq === undefined ? {} : { memberSeq: ownerSeq },
  );
  if (!seen) throw new AppError('ORDER_NOT_FOUND');
  if (seen.paymentSeq !== null) await lockPayment(executor, seen.paymentSeq);
  const order = await repository.findOrderRow(executor, orderSeq, { lock: true });
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/**
 * The order's one transition function: in one transaction it locks (payment, order, rental,
 * listing and product), checks the move against the contract's ORDER_MACHINE on the state it
 * locked, writes the order and its history, and does the move's effects: C.CPLT and RT.CPLT give
 * the units back once, end the rental, and ask for the order's refund, which a job makes at the
 * provider after this commits. A move that lost a race to another is refused with 409.
 */
export async function transitionOrder(ctx: AppContext, move: OrderMove): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const order = await lockOrderChain(tx, move.orderSeq, move.ownerSeq);
    const from = order.state as OrderState;
    const moves = from !== move.to;
    // Administrators may save an order in the state it has (courier, tracking, request text).
    if (moves ? !ORDER_MACHINE.can(from, move.to, move.actor) : move.actor !== 'ADMIN') {
      const finished = FINAL_ORDER_STATES.includes(from) && move.actor === 'ADMIN';
      throw new AppError('ORDER_WRONG_STATE', finished ? { text: FINAL_STATE_TEXT } : undefined);
    }
    const tracking = move.fields?.tracking !== undefined ? move.fields.tracking : order.tracking;
    const company =
      move.fields?.deliveryCompany !== undefined
        ? move.fields.deliveryCompany
        : order.deliveryCompany;
    if (move.to === 'D.PRG' && (!tracking || !company)) {
      throw new AppError('ORDER_TRACKING_REQUIRED');
    }

    await repository.updateOrder(tx, order.seq, { state: move.to, ...move.fields });
    if (moves || move.memo) {
      await repository.insertHistory(tx, {
        orderSeq: order.seq,
        fromState: from,
        toState: move.to,
        actorMemberSeq: move.actorMemberSeq,
        actorRole: move.actor,
        memo: move.memo ?? null,
        detail: move.detail ?? null,
      });
    }
    if (moves && move.to === 'D.PRG') {
      await notify(tx, ctx, order.memberSeq, `order:${order.seq}:shipped`, {
        kind: 'SHIPPED',
        orderSeq: order.seq,
        orderNo: order.orderNo,
        title: order.saleTitle,
        courierName: COURIER_NAMES[company!] ?? company!,
        trackingNumber: tracking!,
      });
    }
    if (moves && STARTS_RENTAL.has(move.to)) {
      const started = await startRentalOfOrder(tx, order, ctx.clock.now(), move.actorMemberSeq);
      if (started) {
        await notify(tx, ctx, order.memberSeq, `rental:${started.seq}:started`, {
          kind: 'RENTAL_STARTED',
          rentalSeq: started.seq,
          rentalNo: started.rentalNo,
          title: order.saleTitle,
          startDate: started.startDate,
          dueDate: started.endDate,
        });
      }
    }
    const refundReason = moves ? REFUND_REASONS[move.to] : undefined;
    if (refundReason) {
      const now = ctx.clock.now();
      const rentalEnd = move.to === 'C.CPLT' ? RENTAL_STATES.cancelled : RENTAL_STATES.returned;
      await endRentalOfOrder(tx, order.seq, rentalEnd, now, move.actorMemberSeq);
      await giveBackOrderUnits(tx, order.seq, move.actorMemberSeq);
      if (order.paymentSeq !== null) {
        await requestRefund(tx, {
          paymentSeq: order.paymentSeq,
          orderSeq: order.seq,
          amount: refundOf(order, move.to),
          reason: refundReason,
          key: `order:${order.seq}:refund`,
          now,
        });
      }
    }
  });
  ctx.jobs.wake();
}

/**
 * What a cancelled or returned order gives back: everything, except that a return the member
 * asked for as a change of mind keeps the return delivery fee (DESIGN §13). A return an
 * administrator made without the member's request, or one asked for before reasons were kept,
 * gives everything back.
 */
function refundOf(order: OrderRow, to: OrderState): number {
  return to === 'RT.CPLT' && order.returnReason
    ? orderReturnRefund(order, order.returnReason as WithdrawalReasonCode)
    : order.totalPrice;
}

/**
 * Gives an order's units back to its listing and product, once (rental returned, order cancelled),
 * with a RESTORE row in the stock history naming the order and why (read from the order's state).
 */
export async function giveBackOrderUnits(
  executor: Executor,
  orderSeq: number,
  actorMemberSeq: number | null = null,
) {
  const row = await repository.findOrderRow(executor, orderSeq, { lock: true });
  if (row && (await repository.claimStockRestore(executor, orderSeq))) {
    const reason =
      row.state === 'C.CPLT'
        ? STOCK_TEXT.cancelReason
        : row.state === 'RT.CPLT'
          ? STOCK_TEXT.returnReason
          : STOCK_TEXT.rentalReturnReason;
    await giveBackUnits(executor, row.saleSeq, row.productSeq, row.orderCount, {
      orderSeq,
      actorMemberSeq,
      reason,
    });
  }
}
