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

/** Each paid order starts one rental: from the payment date for the chosen period (Korea time). */
export async function startRental(
  executor: Executor,
  order: {
    seq: number;
    memberSeq: number;
    productSeq: number;
    saleSeq: number;
    rentalPeriod: number;
  },
  paidAt: Date,
) {
  const startDate = koreaIsoDate(paidAt);
  const rentalNo = await nextBusinessNo(executor, 'RT', paidAt);
  const [row] = await executor
    .insert(rentals)
    .values({
      rentalNo,
      orderSeq: order.seq,
      memberSeq: order.memberSeq,
      productSeq: order.productSeq,
      saleSeq: order.saleSeq,
      state: RENTAL_STATES.renting,
      startDate,
      endDate: addDaysIso(startDate, order.rentalPeriod),
    })
    .returning({ seq: rentals.seq, rentalNo: rentals.rentalNo });
  await repository.insertRentalHistory(executor, {
    rentalSeq: row!.seq,
    kind: 'START',
    toState: RENTAL_STATES.renting,
    days: order.rentalPeriod,
  });
  return row!;
}

export interface RentalMove {
  to: RentalState;
  actor: Actor;
  actorMemberSeq: number | null;
  /** The history row's kind: STATE (the board), RETURN_REQUEST, RETURN_CANCEL. */
  kind?: string;
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
  await repository.updateRental(executor, rental.seq, {
    ...move.values,
    state: move.to,
    ...(ends ? { returnDate: move.today } : {}),
  });
  await repository.insertRentalHistory(executor, {
    rentalSeq: rental.seq,
    kind: move.kind ?? 'STATE',
    fromState: rental.state,
    toState: move.to,
    actorMemberSeq: move.actorMemberSeq,
    memo: move.memo ?? null,
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
