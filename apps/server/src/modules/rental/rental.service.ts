import {
  canExtendRental,
  RENTAL_STATES,
  RENTAL_TEXT,
  success,
  type Rental,
  type RentalAdmin,
  type RentalState,
  type ReturnFinishBody,
} from '@store/contract';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { readListPage } from '../../platform/list-page';
import type { Principal } from '../../plugins/auth';
import { giveBackOrderUnits, lockOrderChain } from '../order/order.transition';
import { applyRentalMove, type RentalMove } from './rental.lifecycle';
import { addDaysIso, isoToYymmdd, koreaIsoDate } from './rental.dates';
import * as repository from './rental.repository';
import type { RentalJoined } from './rental.repository';

/** 대여중 past its end date (Korea time) is reported as 연체. */
export function effectiveState(stored: string, endDate: string, today: string): string {
  return stored === RENTAL_STATES.renting && endDate < today ? RENTAL_STATES.overdue : stored;
}

function toRental(row: RentalJoined, today: string): Rental {
  const { rental } = row;
  return {
    seq: rental.seq,
    rentalNo: rental.rentalNo,
    state: effectiveState(rental.state, rental.endDate, today),
    startDttm: isoToYymmdd(rental.startDate),
    endDttm: isoToYymmdd(rental.endDate),
    returnDttm: rental.returnDate ? isoToYymmdd(rental.returnDate) : null,
    productNoName: row.productName,
    productNoPrice: row.productPrice,
    productNoProductNo: row.productNo,
    orderNoOrderCount: row.orderCount,
    orderNoOrderNo: row.orderNo,
    orderNoName: row.orderName,
    orderNoPhone: row.orderPhone,
    orderNoState: row.orderState,
    orderNoTotalPrice: row.orderTotal,
    rentalPeriod: row.rentalPeriod,
    image: { path: row.image },
  };
}

function toAdminRental(row: RentalJoined, today: string): RentalAdmin {
  const rental = toRental(row, today);
  return {
    ...rental,
    memberMemberId: row.memberId,
    returnName: row.rental.returnName,
    returnPhone: row.rental.returnPhone,
    returnPost: row.rental.returnPost,
    returnAddr: row.rental.returnAddr,
    returnAddrDetail: row.rental.returnAddrDetail,
    returnMemo: row.rental.returnMemo,
    overdue: rental.state === RENTAL_STATES.overdue,
  };
}

const today = (ctx: AppContext) => koreaIsoDate(ctx.clock.now());

export async function listOwnRentals(ctx: AppContext, principal: Principal, page: number) {
  const { rows, pageInfo } = await readListPage(page, (paging) =>
    repository.findRentalPage(ctx.db, { ...paging, memberSeq: principal.seq }),
  );
  return { rentalList: rows.map((row) => toRental(row, today(ctx))), pageInfo };
}

export async function listAllRentals(
  ctx: AppContext,
  query: { q?: string | undefined; p: number },
) {
  const { rows, pageInfo } = await readListPage(query.p, (paging) =>
    repository.findRentalPage(ctx.db, { ...paging, q: query.q }),
  );
  return { rentalAdminList: rows.map((row) => toAdminRental(row, today(ctx))), pageInfo };
}

/** A member's own rental (others are told it does not exist). */
async function ownRental(
  ctx: AppContext,
  principal: Principal,
  key: { seq?: number; rentalNo?: string },
) {
  const row = await repository.findRental(ctx.db, key, principal.seq);
  if (!row) throw new AppError('RENTAL_NOT_FOUND');
  return row;
}

export async function getRenewInfo(ctx: AppContext, principal: Principal, seq: number) {
  return toRental(await ownRental(ctx, principal, { seq }), today(ctx));
}

/** Extends a rental that is out (대여중 or 연체) by one of the allowed periods; kept in the history. */
export async function extendRental(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  days: number,
) {
  await ownRental(ctx, principal, { seq });
  await ctx.db.transaction(async (tx) => {
    const rental = await repository.lockRental(tx, seq);
    if (!rental || !canExtendRental(rental.state)) throw new AppError('RENTAL_WRONG_STATE');
    const endDate = addDaysIso(rental.endDate, days);
    await repository.updateRental(tx, seq, { endDate });
    await repository.insertRentalHistory(tx, {
      rentalSeq: seq,
      kind: 'EXTEND',
      fromState: rental.state,
      toState: rental.state,
      fromEndDate: rental.endDate,
      toEndDate: endDate,
      days,
      actorMemberSeq: principal.seq,
    });
  });
  return { message: success(RENTAL_TEXT.extended) };
}

export async function getReturnInfo(ctx: AppContext, principal: Principal, seq: number) {
  const row = await ownRental(ctx, principal, { seq });
  return {
    seq: row.rental.seq,
    rentalNo: row.rental.rentalNo,
    orderNo: row.orderNo,
    productNo: row.productNo,
    saleNo: row.saleNo,
    memberNo: row.memberNo,
    productName: row.productName,
    orderCount: row.orderCount,
    state: effectiveState(row.rental.state, row.rental.endDate, today(ctx)),
    endDttm: isoToYymmdd(row.rental.endDate),
    orderName: row.orderName,
    orderPost: row.orderPost,
    orderAddr: row.orderAddr,
    orderAddrDetail: row.orderAddrDetail,
    orderPhone: row.orderPhone,
  };
}

/**
 * The rental's one transition function: in one transaction it locks the rental's order (and its
 * payment) first, then the rental, as every change of an order does, so a rental's return and its
 * order's return take turns instead of deadlocking; moves it by the contract's RENTAL_MACHINE and
 * gives the units back once at 반납 완료.
 */
async function transitionRental(
  ctx: AppContext,
  row: RentalJoined,
  move: Omit<RentalMove, 'today'>,
) {
  await inTransaction(ctx.db, async (tx) => {
    await lockOrderChain(tx, row.rental.orderSeq);
    const rental = await repository.lockRental(tx, row.rental.seq);
    if (!rental) throw new AppError('RENTAL_NOT_FOUND');
    const moved = await applyRentalMove(tx, rental, { ...move, today: today(ctx) });
    if (moved && move.to === RENTAL_STATES.returned)
      await giveBackOrderUnits(tx, rental.orderSeq, move.actorMemberSeq);
  });
}

/** The pickup form: the rental goes to 반납 확인중 with where to collect it. */
export async function requestReturn(ctx: AppContext, principal: Principal, body: ReturnFinishBody) {
  const row = await ownRental(ctx, principal, { rentalNo: body.rentalNo });
  await transitionRental(ctx, row, {
    to: RENTAL_STATES.returnChecking,
    actor: 'CUSTOMER',
    actorMemberSeq: principal.seq,
    kind: 'RETURN_REQUEST',
    memo: body.content,
    values: {
      returnName: body.name,
      returnPhone: body.phone,
      returnPost: body.post,
      returnAddr: body.addr,
      returnAddrDetail: body.addrDetail,
      returnMemo: body.content,
    },
  });
  return { message: success(RENTAL_TEXT.returnRequested) };
}

/** Cancelling the return request (only while 반납 확인중) puts the rental back to 대여중. */
export async function cancelReturn(
  ctx: AppContext,
  principal: Principal,
  rentalNo: string,
  content: string | null,
) {
  const row = await ownRental(ctx, principal, { rentalNo });
  await transitionRental(ctx, row, {
    to: RENTAL_STATES.renting,
    actor: 'CUSTOMER',
    actorMemberSeq: principal.seq,
    kind: 'RETURN_CANCEL',
    memo: content,
  });
  return { message: success(RENTAL_TEXT.returnCancelled) };
}

/**
 * The administrator's board: 대여중, 반납 확인중, 반납 배송중, 반납 완료. 반납 완료 is final and
 * gives the order's units back exactly once, however often it is saved.
 */
export async function saveRentalState(
  ctx: AppContext,
  principal: Principal,
  rentalNo: string,
  state: RentalState,
) {
  const row = await repository.findRental(ctx.db, { rentalNo });
  if (!row) throw new AppError('RENTAL_NOT_FOUND');
  await transitionRental(ctx, row, { to: state, actor: 'ADMIN', actorMemberSeq: principal.seq });
  return { message: success(RENTAL_TEXT.saved) };
}

export const findRentalHistory = (ctx: AppContext, seq: number) =>
  repository.findRentalHistory(ctx.db, seq);
