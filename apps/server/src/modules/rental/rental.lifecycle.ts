import { eq } from 'drizzle-orm';
import {
  FINAL_RENTAL_STATES,
  RENTAL_MACHINE,
  RENTAL_STATES,
  type Actor,
  type RentalState,
} from '@store/contract';
import { nextBusinessNo } from '../../db/business-no';
import type { Executor } from '../../db/client';
import { rentals } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { addDaysIso, koreaIsoDate } from './rental.dates';
import * as repository from './rental.repository';
import type { RentalRow } from './rental.repository';

/**
 * Each paid rental order opens one rental, waiting (대여 대기) for its delivery: it has no dates yet
 * and nothing to extend or return (architecture.md, "Rules: rentals"). It keeps the late fee and
 * its cap per unit agreed at checkout.
 */
export async function openRental(
  executor: Executor,
  order: { seq: number; memberSeq: number; productSeq: number; saleSeq: number },
  paidAt: Date,
  terms: { lateFeePerDay: number; lateFeeCap: number },
) {
  const rentalNo = await nextBusinessNo(executor, 'RT', paidAt);
  const [row] = await executor
    .insert(rentals)
    .values({
      rentalNo,
      orderSeq: order.seq,
      memberSeq: order.memberSeq,
      productSeq: order.productSeq,
      saleSeq: order.saleSeq,
      state: RENTAL_STATES.waiting,
      lateFeePerDay: terms.lateFeePerDay,
      lateFeeCap: terms.lateFeeCap,
    })
    .returning({ seq: rentals.seq, rentalNo: rentals.rentalNo });
  await repository.insertRentalHistory(executor, {
    rentalSeq: row!.seq,
    kind: 'OPEN',
    toState: RENTAL_STATES.waiting,
  });
  return row!;
}

/**
 * Starts the waiting rental of an order on the day it is delivered (D.CPLT, or the customer's
 * receipt if that comes first), Korea time: it ends the chosen period later. The caller holds the
 * order's lock (it is the order's transition); a rental already started is left alone (null).
 */
export async function startRentalOfOrder(
  executor: Executor,
  order: { seq: number; rentalPeriod: number },
  deliveredAt: Date,
  actorMemberSeq: number | null,
): Promise<{ seq: number; rentalNo: string; startDate: string; endDate: string } | null> {
  const [found] = await executor
    .select({ seq: rentals.seq })
    .from(rentals)
    .where(eq(rentals.orderSeq, order.seq));
  if (!found) return null;
  const rental = await repository.lockRental(executor, found.seq);
  if (!rental || rental.state !== RENTAL_STATES.waiting) return null;
  const startDate = koreaIsoDate(deliveredAt);
  const endDate = addDaysIso(startDate, order.rentalPeriod);
  await applyRentalMove(executor, rental, {
    to: RENTAL_STATES.renting,
    actor: 'SYSTEM',
    actorMemberSeq,
    kind: 'START',
    days: order.rentalPeriod,
    memo: '배송 완료로 대여 시작',
    values: { startDate, endDate },
    today: startDate,
  });
  return { seq: rental.seq, rentalNo: rental.rentalNo, startDate, endDate };
}

export interface RentalMove {
  to: RentalState;
  actor: Actor;
  actorMemberSeq: number | null;
  /** The history row's kind: STATE (the board), START, RETURN_REQUEST, RETURN_CANCEL. */
  kind?: string;
  /** START: the days rented. */
  days?: number;
  memo?: string | null;
  values?: Partial<typeof rentals.$inferInsert>;
  today: string;
}

/**
 * Moves a rental the caller has locked (after its order: architecture.md, "Rules: integrity") by the
 * contract's RENTAL_MACHINE, and writes the history. Answers whether it moved: saving the state
 * it already has (an administrator's save) changes nothing. 반납 완료 records the return date; the caller gives the units back.
 */
export async function applyRentalMove(executor: Executor, rental: RentalRow, move: RentalMove) {
  // An administrator may save the board as it is; a member's repeated request lost a race.
  if (rental.state === move.to && move.actor === 'ADMIN') return false;
  if (!RENTAL_MACHINE.can(rental.state, move.to, move.actor)) {
    const finished = (FINAL_RENTAL_STATES as readonly string[]).includes(rental.state);
    throw new AppError(finished ? 'RENTAL_FINISHED' : 'RENTAL_WRONG_STATE');
  }
  const ends = (FINAL_RENTAL_STATES as readonly string[]).includes(move.to);
  // Late fees stop on the day the pickup is asked for (or arranged by the shop), and run again
  // when the request is withdrawn.
  const pickup =
    move.to === RENTAL_STATES.returnChecking || move.to === RENTAL_STATES.returnShipping;
  await repository.updateRental(executor, rental.seq, {
    ...move.values,
    state: move.to,
    ...(ends ? { returnDate: move.today } : {}),
    ...(pickup && rental.returnRequestedOn === null ? { returnRequestedOn: move.today } : {}),
    ...(move.to === RENTAL_STATES.renting
      ? { returnRequestedOn: null, returnKind: null, returnReason: null, returnRefund: null }
      : {}),
  });
  await repository.insertRentalHistory(executor, {
    rentalSeq: rental.seq,
    kind: move.kind ?? 'STATE',
    fromState: rental.state,
    toState: move.to,
    actorMemberSeq: move.actorMemberSeq,
    memo: move.memo ?? null,
    days: move.days ?? null,
  });
  return true;
}

/**
 * Ends the rental of an order that was cancelled or returned, unless it has ended already. The
 * caller holds the order's lock (it is the order's transition).
 */
export async function endRentalOfOrder(
  executor: Executor,
  orderSeq: number,
  state: (typeof RENTAL_STATES)['cancelled' | 'returned'],
  when: Date,
  actorMemberSeq: number | null,
) {
  const [row] = await executor
    .select({ seq: rentals.seq })
    .from(rentals)
    .where(eq(rentals.orderSeq, orderSeq));
  if (!row) return;
  const rental = await repository.lockRental(executor, row.seq);
  if (!rental || (FINAL_RENTAL_STATES as readonly string[]).includes(rental.state)) return;
  await applyRentalMove(executor, rental, {
    to: state,
    actor: 'SYSTEM',
    actorMemberSeq,
    memo: '주문 상태 변경으로 종료',
    today: koreaIsoDate(when),
  });
}

/** The rental number of an order's rental ('' when the order has none). */
export async function findRentalNoOfOrder(executor: Executor, orderSeq: number): Promise<string> {
  const [row] = await executor
    .select({ rentalNo: rentals.rentalNo })
    .from(rentals)
    .where(eq(rentals.orderSeq, orderSeq))
    .limit(1);
  return row?.rentalNo ?? '';
}
