import { and, eq, notInArray } from 'drizzle-orm';
import { nextBusinessNo } from '../../db/business-no';
import type { Executor } from '../../db/client';
import { rentalHistory, rentals } from '../../db/schema';
import { addDaysIso, koreaIsoDate } from './rental.dates';

import { RENTAL_STATES } from '@store/contract';

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
  await executor.insert(rentalHistory).values({
    rentalSeq: row!.seq,
    kind: 'START',
    toState: RENTAL_STATES.renting,
    days: order.rentalPeriod,
  });
  return row!;
}

/** Ends the order's rental (cancelled or returned order), unless it has already ended. */
export async function endRentalOfOrder(
  executor: Executor,
  orderSeq: number,
  state: (typeof RENTAL_STATES)['cancelled' | 'returned'],
  when: Date,
  actorMemberSeq: number | null,
) {
  const ended = await executor
    .update(rentals)
    .set({ state, returnDate: koreaIsoDate(when) })
    .where(
      and(
        eq(rentals.orderSeq, orderSeq),
        notInArray(rentals.state, [RENTAL_STATES.returned, RENTAL_STATES.cancelled]),
      ),
    )
    .returning({ seq: rentals.seq });
  for (const rental of ended) {
    await executor.insert(rentalHistory).values({
      rentalSeq: rental.seq,
      kind: 'STATE',
      toState: state,
      actorMemberSeq,
      memo: '주문 상태 변경으로 종료',
    });
  }
}
