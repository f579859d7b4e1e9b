import {
  canExtendRental,
  canRequestReturn,
  EXTENSION_PERIODS,
  buyoutPrice,
  extendedEndDate,
  extensionPrice,
  isRentalOnHold,
  FINAL_RENTAL_STATES,
  formatWon,
  lateFee,
  lateFeeCap,
  lateFeePerDay,
  PRICE_BASE_DAYS,
  RENTAL_STATES,
  RENTAL_TEXT,
  success,
  type Rental,
  type RentalAdmin,
  returnQuote,
  settlement,
  toKoreaIso,
  type RenewInfo,
  type RentalLateFee,
  type ReturnCondition,
  type ReturnQuoteView,
  type SettleBody,
  type WithdrawalReasonCode,
  type RentalState,
  type ReturnFinishBody,
} from '@store/contract';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { csvStream } from '../../platform/csv';
import type { DayRange } from '../../db/paging';
import { checkedDayRange, readListPage } from '../../platform/list-page';
import { withStoredUploads } from '../../platform/stored-images';
import type { UploadedImage } from '../../plugins/uploads';
import type { Principal } from '../../plugins/auth';
import { giveBackOrderUnits, lockOrderChain } from '../order/order.transition';
import {
  findPaymentForMember,
  isPaymentUsable,
  lockPayment,
  refundUnusedPayment,
  requestRefund,
  startPayment,
} from '../payment/payment.service';
import { notify } from '../notification/notification.service';
import { applyRentalMove, type RentalMove } from './rental.lifecycle';
import { isoToYymmdd, koreaIsoDate, rentalDate } from './rental.dates';
import type { PayerOrigin, PaymentPurpose, PaymentRow } from '../payment/payment.service';
import * as repository from './rental.repository';
import type { RentalJoined, RentalRow } from './rental.repository';

/** 대여중 past its end date (Korea time) is reported as 연체. */
export function effectiveState(stored: string, endDate: string | null, today: string): string {
  return stored === RENTAL_STATES.renting && endDate !== null && endDate < today
    ? RENTAL_STATES.overdue
    : stored;
}

/** The rental's 30-day rent now: the listing's, or (a listing no longer priced) the rent paid. */
const monthlyRentOf = (row: RentalJoined): number =>
  row.monthlyRent ??
  Math.round((row.productPrice * PRICE_BASE_DAYS) / Math.max(row.rentalPeriod, 1));

/** The rentals a return reminder or an overdue notice may be owed today (notification jobs). */
export const findRentalsToRemind = repository.findRentalsToRemind;
export type { RentalJoined } from './rental.repository';

/** The rental's late fee per day and its cap, for all its units, as agreed at checkout. */
export function rentalLateFeeTerms(row: RentalJoined): { perDay: number; cap: number } {
  const offer = {
    salePrice: monthlyRentOf(row),
    lateFeePerDay: row.rental.lateFeePerDay,
    lateFeeCap: row.rental.lateFeeCap,
  };
  return {
    perDay: lateFeePerDay(offer) * row.orderCount,
    cap: lateFeeCap(offer) * row.orderCount,
  };
}

/**
 * What the rental owes for being late: the days past its end date up to today, or to the day
 * the pickup was asked for; at the late fee agreed at checkout, up to its cap; less what was paid.
 */
export function lateFeeOf(row: RentalJoined, today: string): RentalLateFee | null {
  const { rental } = row;
  if (rental.endDate === null || rental.state === RENTAL_STATES.cancelled) return null;
  const until = rental.returnRequestedOn ?? rental.returnDate ?? today;
  const fee = lateFee(
    {
      salePrice: monthlyRentOf(row),
      lateFeePerDay: rental.lateFeePerDay,
      lateFeeCap: rental.lateFeeCap,
    },
    row.orderCount,
    rental.endDate,
    until,
  );
  if (fee.overdueDays === 0 && row.lateFeePaid === 0) return null;
  // Once settled, what was unpaid was taken from the deposit (or is owed in the settlement).
  const due = row.settlement ? 0 : Math.max(0, fee.amount - row.lateFeePaid);
  return { ...fee, paid: row.lateFeePaid, due };
}

/**
 * What buying the rental's units out costs on `day` (architecture.md, "Rules: rental money"):
 * while it is out and the listing can be bought, the purchase price less half the rent paid for
 * this rental (the order's and the extensions'), never below 10% of the purchase price.
 */
export function buyoutOf(row: RentalJoined, day: string): Rental['buyout'] {
  if (
    row.purchasePrice === null ||
    isRentalOnHold(row.orderState) ||
    !canExtendRental(effectiveState(row.rental.state, row.rental.endDate, day))
  )
    return null;
  const purchasePrice = row.purchasePrice * row.orderCount;
  const rentPaid = row.orderGoods + row.extensionPaid;
  return { price: buyoutPrice({ purchasePrice, rentPaid }), purchasePrice, rentPaid };
}

function toRental(row: RentalJoined, today: string): Rental {
  const { rental } = row;
  return {
    seq: rental.seq,
    rentalNo: rental.rentalNo,
    state: effectiveState(rental.state, rental.endDate, today),
    startDttm: rentalDate(rental.startDate),
    endDttm: rentalDate(rental.endDate),
    // The day it came back: a cancelled or bought-out rental ends on a day too, but never returns.
    returnDttm:
      rental.returnDate && rental.state === RENTAL_STATES.returned
        ? isoToYymmdd(rental.returnDate)
        : null,
    productNoName: row.productName,
    productNoPrice: row.productPrice,
    productNoProductNo: row.productNo,
    orderNoOrderCount: row.orderCount,
    orderNoOrderNo: row.orderNo,
    orderNoName: row.orderName,
    orderNoPhone: row.orderPhone,
    orderNoState: row.orderState,
    orderNoTotalPrice: row.orderTotal,
    extensionPaid: row.extensionPaid,
    rentalPeriod: row.rentalPeriod,
    lateFee: lateFeeOf(row, today),
    returnKind: (rental.returnKind as Rental['returnKind']) ?? null,
    returnRefund: rental.returnRefund,
    settlement: row.settlement && {
      condition: row.settlement.condition,
      damageCharge: row.settlement.damageCharge,
      damageReason: row.settlement.damageReason,
      photos: row.settlement.photos,
      lines: row.settlement.lines,
      balance: row.settlement.balance,
      balancePaid: row.settlement.paymentSeq !== null,
      settledDttm: toKoreaIso(row.settlement.insertDttm),
    },
    buyout: buyoutOf(row, today),
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
    deposit: row.orderDeposit,
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
  query: { q?: string | undefined; p: number; state?: string | undefined } & DayRange,
) {
  const state = query.state ? { name: query.state, today: today(ctx) } : undefined;
  const days = checkedDayRange(query);
  const { rows, pageInfo } = await readListPage(query.p, (paging) =>
    repository.findRentalPage(ctx.reports, { ...paging, q: query.q, state, days }),
  );
  return { rentalAdminList: rows.map((row) => toAdminRental(row, today(ctx))), pageInfo };
}

/** `YYMMDD` (a rental's dates as the API gives them) as a spreadsheet reads it: `2026-11-27`. */
const spreadsheetDate = (yymmdd: string | null) =>
  yymmdd && /^\d{6}$/.test(yymmdd)
    ? `20${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`
    : (yymmdd ?? '');

const RENTAL_CSV_HEADER = [
  '대여번호',
  '주문번호',
  '회원 아이디',
  '주문자',
  '연락처',
  '상품',
  '상태',
  '대여 기간(일)',
  '시작일',
  '종료일',
  '반납일',
  '수량',
  '결제금액',
  '연체일',
  '연체료',
  '연체료 납부',
];

/**
 * The rental board as a CSV file: every rental of the same search and state as the board, newest
 * first, streamed as it is read (docs/decisions.md, "Back office").
 */
export function exportRentals(ctx: AppContext, query: { q?: string; state?: string } & DayRange) {
  const day = today(ctx);
  const state = query.state ? { name: query.state, today: day } : undefined;
  const filter = { q: query.q, state, days: checkedDayRange(query) };
  async function* rows() {
    for await (const batch of repository.eachRentalOf(ctx.reports, filter))
      yield batch.map((row) => {
        const rental = toAdminRental(row, day);
        return [
          rental.rentalNo,
          rental.orderNoOrderNo,
          rental.memberMemberId,
          rental.orderNoName,
          rental.orderNoPhone,
          rental.productNoName,
          rental.state,
          rental.rentalPeriod,
          spreadsheetDate(rental.startDttm),
          spreadsheetDate(rental.endDttm),
          spreadsheetDate(rental.returnDttm),
          rental.orderNoOrderCount,
          rental.orderNoTotalPrice,
          rental.lateFee?.overdueDays ?? 0,
          rental.lateFee?.amount ?? 0,
          rental.lateFee?.paid ?? 0,
        ];
      });
  }
  return csvStream(RENTAL_CSV_HEADER, rows());
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

/**
 * What extending this rental by `days` costs (architecture.md, "Rules: rental money"): each
 * unit's days of the listing's 30-day rent (or, for a listing no longer priced, of the rent paid).
 */
export const extensionCost = (row: RentalJoined, days: number): number =>
  extensionPrice({ salePrice: monthlyRentOf(row) }, days, row.orderCount);

export async function getRenewInfo(
  ctx: AppContext,
  principal: Principal,
  seq: number,
): Promise<RenewInfo> {
  const row = await ownRental(ctx, principal, { seq });
  const day = today(ctx);
  const { endDate } = row.rental;
  return {
    ...toRental(row, day),
    extensionPrices: EXTENSION_PERIODS.map((days) => ({
      days,
      price: extensionCost(row, days),
      endDttm: endDate ? isoToYymmdd(extendedEndDate(endDate, day, days)) : '',
    })),
  };
}

/** An extension is asked only of a rental that is out (대여중 or 연체). */
const isExtendable = (rental: { state: string; endDate: string | null }) =>
  canExtendRental(rental.state) && rental.endDate !== null;

function assertExtendable(row: RentalJoined) {
  if (!isExtendable(row.rental)) throw new AppError('RENTAL_WRONG_STATE');
  assertNotOnHold(row);
}

/** While the order's cancellation or return is under way, the member cannot act on its rental. */
function assertNotOnHold(row: RentalJoined) {
  if (isRentalOnHold(row.orderState)) throw new AppError('RENTAL_ON_HOLD');
}

/** A late rental is extended once its late fee is paid (the extension starts at the old end). */
function assertNoLateFeeDue(row: RentalJoined, day: string) {
  if ((lateFeeOf(row, day)?.due ?? 0) > 0) throw new AppError('LATE_FEE_DUE');
}

/** Readies the KakaoPay payment of an extension, priced by the server. */
export async function readyExtension(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  days: number,
  payer?: PayerOrigin,
) {
  const row = await ownRental(ctx, principal, { seq });
  assertExtendable(row);
  assertNoLateFeeDue(row, today(ctx));
  return readyRentalPayment(
    ctx,
    principal,
    row,
    extensionCost(row, days),
    `대여 ${days}일 연장`,
    { kind: 'EXTENSION', rentalSeq: seq, days },
    payer,
  );
}

/** What a rental payment was applied as: its history row's kind and, for an extension, dates. */
interface AppliedPayment {
  kind: 'EXTEND' | 'LATE_FEE' | 'SETTLEMENT_PAID' | 'BUYOUT_PAID';
  fromEndDate?: string | null;
  toEndDate?: string;
  days?: number;
}

/**
 * Applies an approved payment of the member's rental once: `apply` runs with the payment and the
 * rental locked (in that order) and says what it did, which is kept as the payment's one history
 * row (so a repeat answers the same and changes nothing). When `apply` finds the rental can no
 * longer take it (false), the payment is refunded in full and the call refused.
 */
async function applyRentalPayment(
  ctx: AppContext,
  principal: Principal,
  row: RentalJoined,
  tid: string,
  purpose: PaymentPurpose['kind'],
  apply: (tx: Executor, rental: RentalRow, payment: PaymentRow) => Promise<AppliedPayment | false>,
  fits: (payment: PaymentRow) => boolean = () => true,
) {
  const seq = row.rental.seq;
  const payment = await findPaymentForMember(ctx, tid, principal.seq);
  if (!payment || payment.rentalSeq !== seq || payment.purpose !== purpose || !fits(payment)) {
    throw new AppError('RENTAL_PAYMENT_INVALID');
  }
  const applied = await inTransaction(ctx.db, async (tx) => {
    const paid = await lockPayment(tx, payment.seq);
    if (await repository.findPaidHistory(tx, payment.seq)) return true;
    if (!paid || !(await isPaymentUsable(tx, paid))) throw new AppError('RENTAL_PAYMENT_INVALID');
    // Then the order (and its payment) and the rental, in the order every rental change takes.
    await lockOrderChain(tx, row.rental.orderSeq);
    const rental = await repository.lockRental(tx, seq);
    if (!rental) return false;
    const done = await apply(tx, rental, paid);
    if (!done) return false;
    const state = (await repository.lockRental(tx, seq))?.state ?? rental.state;
    await repository.insertRentalHistory(tx, {
      rentalSeq: seq,
      fromState: state,
      toState: state,
      ...done,
      paymentSeq: paid.seq,
      amount: paid.totalAmount,
      actorMemberSeq: principal.seq,
    });
    return true;
  });
  if (!applied) {
    await refundUnusedPayment(ctx, payment.seq, `반영할 수 없는 대여 결제 (${payment.purpose})`);
    throw new AppError('RENTAL_WRONG_STATE');
  }
}

/** Readies the KakaoPay payment of `amount` for the rental, named after its product. */
async function readyRentalPayment(
  ctx: AppContext,
  principal: Principal,
  row: RentalJoined,
  amount: number,
  what: string,
  purpose: PaymentPurpose,
  payer: PayerOrigin | undefined,
) {
  const ready = await startPayment(ctx, principal, {
    itemName: `${row.productName} ${what}`.slice(0, 100),
    quantity: row.orderCount,
    totalAmount: amount,
    purpose,
    payer,
  });
  return { ...ready, amount };
}

/**
 * Extends a rental that is out (대여중 or 연체) by one of the allowed periods, with its approved
 * payment: the end date moves once per payment, kept in the history. Without a payment the call is
 * refused with the price to pay; a payment that can no longer be used (the rental was returned
 * meanwhile) is refunded.
 */
export async function extendRental(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  days: number,
  tid?: string,
) {
  const row = await ownRental(ctx, principal, { seq });
  if (tid === undefined) {
    assertExtendable(row);
    assertNoLateFeeDue(row, today(ctx));
    throw new AppError('EXTENSION_PAYMENT_REQUIRED', {
      text: `연장하려면 연장 대여료 ${formatWon(extensionCost(row, days))}을 먼저 결제해주세요.`,
    });
  }
  await applyRentalPayment(
    ctx,
    principal,
    row,
    tid,
    'EXTENSION',
    async (tx, rental) => {
      if (!isExtendable(rental)) return false;
      const endDate = extendedEndDate(rental.endDate!, today(ctx), days);
      await repository.updateRental(tx, seq, { endDate });
      return { kind: 'EXTEND', fromEndDate: rental.endDate, toEndDate: endDate, days };
    },
    (payment) => payment.rentalPeriod === days,
  );
  return { message: success(RENTAL_TEXT.extended) };
}

/** Readies the KakaoPay payment of the late fee due now. */
export async function readyLateFee(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  payer?: PayerOrigin,
) {
  const row = await ownRental(ctx, principal, { seq });
  const due = lateFeeOf(row, today(ctx))?.due ?? 0;
  if (due === 0) throw new AppError('NO_LATE_FEE_DUE');
  return readyRentalPayment(
    ctx,
    principal,
    row,
    due,
    '연체료',
    {
      kind: 'LATE_FEE',
      rentalSeq: seq,
    },
    payer,
  );
}

/**
 * Records an approved late fee payment once. A rental that has ended (its settlement takes what
 * is unpaid) takes no late fee payment: it is refunded.
 */
export async function payLateFee(ctx: AppContext, principal: Principal, seq: number, tid: string) {
  const row = await ownRental(ctx, principal, { seq });
  await applyRentalPayment(ctx, principal, row, tid, 'LATE_FEE', async (_tx, rental) =>
    (FINAL_RENTAL_STATES as readonly string[]).includes(rental.state)
      ? false
      : { kind: 'LATE_FEE' },
  );
  return { message: success(RENTAL_TEXT.lateFeePaid) };
}

/**
 * What asking for the pickup on `day` gives back for the rent (architecture.md, "Rules: rental
 * money"): the rent counts the extensions bought, what was paid everything but the deposit.
 */
function quoteOf(row: RentalJoined, day: string, reason: WithdrawalReasonCode) {
  const { startDate, endDate } = row.rental;
  if (startDate === null || endDate === null) return null;
  return returnQuote({
    startDate,
    endDate,
    requestedOn: day,
    rent: row.orderGoods + row.extensionPaid,
    paid: row.orderTotal - row.orderDeposit + row.extensionPaid,
    returnDeliveryFee: row.orderDeliveryFee,
    reason,
  });
}

/** The return screen's quote, while a pickup can be asked for. */
function returnQuoteView(row: RentalJoined, day: string): ReturnQuoteView | null {
  if (isRentalOnHold(row.orderState)) return null;
  if (!canRequestReturn(effectiveState(row.rental.state, row.rental.endDate, day))) return null;
  const quote = quoteOf(row, day, 'CHANGE_OF_MIND');
  const defect = quoteOf(row, day, 'DEFECT');
  if (!quote || !defect) return null;
  return {
    kind: quote.kind,
    refund: quote.refund,
    defectRefund: defect.refund,
    withdrawalUntil: isoToYymmdd(quote.withdrawalUntil),
    returnDeliveryFee: row.orderDeliveryFee,
    unusedDays: quote.early?.unusedDays ?? 0,
    unusedRent: quote.early?.unusedRent ?? 0,
    earlyReturnFee: quote.early?.fee ?? 0,
    deposit: row.orderDeposit,
    lateFeeDue: lateFeeOf(row, day)?.due ?? 0,
  };
}

export async function getReturnInfo(ctx: AppContext, principal: Principal, seq: number) {
  const row = await ownRental(ctx, principal, { seq });
  return {
    quote: returnQuoteView(row, today(ctx)),
    seq: row.rental.seq,
    rentalNo: row.rental.rentalNo,
    orderNo: row.orderNo,
    productNo: row.productNo,
    saleNo: row.saleNo,
    memberNo: row.memberNo,
    productName: row.productName,
    orderCount: row.orderCount,
    state: effectiveState(row.rental.state, row.rental.endDate, today(ctx)),
    endDttm: rentalDate(row.rental.endDate),
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
  inspection: Inspection = NOTHING_FOUND,
): Promise<boolean> {
  const { moved, refund } = await inTransaction(ctx.db, async (tx) => {
    await lockOrderChain(tx, row.rental.orderSeq);
    const rental = await repository.lockRental(tx, row.rental.seq);
    if (!rental) throw new AppError('RENTAL_NOT_FOUND');
    const day = today(ctx);
    const changed = await applyRentalMove(tx, rental, { ...move, today: day });
    if (!changed || move.to !== RENTAL_STATES.returned) return { moved: changed, refund: null };
    await giveBackOrderUnits(tx, rental.orderSeq, move.actorMemberSeq);
    return {
      moved: true,
      refund: await settle(tx, ctx, rental.seq, day, inspection, move.actorMemberSeq),
    };
  });
  if (refund) ctx.jobs.wake();
  return moved;
}

/** What the administrator found at the return: condition, damage charge and why, photos. */
interface Inspection {
  /** 정상, 손상, 분실; 인수 for a buy-out. */
  condition: ReturnCondition | '인수';
  damageCharge: number;
  damageReason: string | null;
  photos: { name: string; path: string }[];
}
const NOTHING_FOUND: Inspection = {
  condition: '정상',
  damageCharge: 0,
  damageReason: null,
  photos: [],
};

/**
 * The settlement at 반납 완료, in the transaction that makes it: deposit − unpaid late fee − damage
 * (+ what the return gives back for the rent). A positive balance is refunded from the order's
 * payment through the ledger (keyed, so never twice); a negative one is owed.
 */
async function settle(
  tx: Executor,
  ctx: AppContext,
  rentalSeq: number,
  day: string,
  inspection: Inspection,
  actorMemberSeq: number | null,
) {
  const row = await repository.findRental(tx, { seq: rentalSeq });
  if (!row || row.settlement) return null;
  const { returnKind, returnRefund } = row.rental;
  const statement = settlement({
    deposit: row.orderDeposit,
    unpaidLateFee: lateFeeOf(row, day)?.due ?? 0,
    damageCharge: inspection.damageCharge,
    earlyReturnRefund: returnKind === 'EARLY_RETURN' ? (returnRefund ?? 0) : 0,
    withdrawalRefund: returnKind === 'WITHDRAWAL' ? (returnRefund ?? 0) : 0,
  });
  await repository.insertSettlement(tx, {
    rentalSeq,
    condition: inspection.condition,
    damageCharge: inspection.damageCharge,
    damageReason: inspection.damageReason,
    photos: inspection.photos,
    lines: statement.lines,
    balance: statement.balance,
    actorMemberSeq,
  });
  await notify(tx, ctx, row.rental.memberSeq, `rental:${rentalSeq}:settled`, {
    kind: 'RETURN_SETTLED',
    rentalSeq,
    rentalNo: row.rental.rentalNo,
    title: row.saleTitle,
    condition: inspection.condition,
    lines: statement.lines,
    balance: statement.balance,
  });
  // The balance comes back from what paid for the rental: the order's payment first, then the
  // extensions' (a withdrawal or an early return gives their rent back too).
  let left = statement.balance;
  let refunded = null;
  const payers = [row.orderPaymentSeq, ...(await repository.findExtensionPayments(tx, rentalSeq))];
  for (const paymentSeq of payers) {
    if (left <= 0 || paymentSeq === null) continue;
    const refund = await requestRefund(tx, {
      paymentSeq,
      orderSeq: row.rental.orderSeq,
      amount: left,
      reason: '대여 반납 정산',
      key: `rental:${rentalSeq}:settlement:${paymentSeq}`,
      now: ctx.clock.now(),
    });
    if (refund) {
      left -= refund.amount;
      refunded = refund;
    }
  }
  return refunded;
}

/** The most a damage charge may be: everything paid for the rental, deposit included. */
const chargeableOf = (row: RentalJoined) => row.orderTotal + row.extensionPaid + row.lateFeePaid;

/**
 * The administrator's inspection at the return (condition, damage charge and why, photos): the
 * rental becomes 반납 완료, its units come back, and the settlement is made. A charge above what
 * was paid plus the deposit is refused on its field.
 */
export async function settleReturn(
  ctx: AppContext,
  principal: Principal,
  rentalNo: string,
  body: SettleBody,
  photos: UploadedImage[],
) {
  const row = await repository.findRental(ctx.db, { rentalNo });
  if (!row) throw new AppError('RENTAL_NOT_FOUND');
  if (row.settlement || row.rental.state === RENTAL_STATES.returned) {
    throw new AppError('RENTAL_FINISHED');
  }
  const most = chargeableOf(row);
  if (body.damageCharge > most) {
    throw fieldError(
      'damageCharge',
      `배상액은 결제 금액과 보증금을 합한 ${formatWon(most)}을 넘을 수 없습니다.`,
    );
  }
  await withStoredUploads(ctx, photos, async (stored) => {
    const moved = await transitionRental(
      ctx,
      row,
      { to: RENTAL_STATES.returned, actor: 'ADMIN', actorMemberSeq: principal.seq, kind: 'SETTLE' },
      {
        condition: body.condition,
        damageCharge: body.damageCharge,
        damageReason: body.damageReason ?? null,
        photos: stored.map((image) => ({ name: image.name, path: image.path })),
      },
    );
    // Settled by another save meanwhile: this inspection was not the one recorded.
    if (!moved) throw new AppError('RENTAL_FINISHED');
  });
  return { message: success(RENTAL_TEXT.settled) };
}

/** Readies the KakaoPay payment of a buy-out, priced by the server. */
export async function readyBuyout(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  payer?: PayerOrigin,
) {
  const row = await ownRental(ctx, principal, { seq });
  assertNotOnHold(row);
  const buyout = buyoutOf(row, today(ctx));
  if (!buyout) throw new AppError('NOT_BUYABLE');
  return readyRentalPayment(
    ctx,
    principal,
    row,
    buyout.price,
    '인수',
    {
      kind: 'BUYOUT',
      rentalSeq: seq,
    },
    payer,
  );
}

/**
 * Applies an approved buy-out once: the rental ends as 인수 완료 (its units stay with the member
 * and never come back to stock), and it is settled like a return in order (the deposit back, less
 * any late fee unpaid). A rental no longer out (returned meanwhile) refunds the payment.
 */
export async function payBuyout(ctx: AppContext, principal: Principal, seq: number, tid: string) {
  const row = await ownRental(ctx, principal, { seq });
  let refund = false;
  await applyRentalPayment(ctx, principal, row, tid, 'BUYOUT', async (tx, rental) => {
    if (rental.state !== RENTAL_STATES.renting) return false;
    const day = today(ctx);
    await applyRentalMove(tx, rental, {
      to: RENTAL_STATES.boughtOut,
      actor: 'SYSTEM',
      actorMemberSeq: principal.seq,
      kind: 'BUYOUT',
      today: day,
    });
    const inspection = { ...NOTHING_FOUND, condition: '인수' as const };
    refund = (await settle(tx, ctx, seq, day, inspection, principal.seq)) !== null;
    return { kind: 'BUYOUT_PAID' };
  });
  if (refund) ctx.jobs.wake();
  return { message: success(RENTAL_TEXT.boughtOut) };
}

/** Readies the KakaoPay payment of a settlement's negative balance. */
export async function readySettlementPayment(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  payer?: PayerOrigin,
) {
  const row = await ownRental(ctx, principal, { seq });
  const owed = row.settlement && row.settlement.paymentSeq === null ? -row.settlement.balance : 0;
  if (owed <= 0) throw new AppError('NOTHING_TO_PAY');
  return readyRentalPayment(
    ctx,
    principal,
    row,
    owed,
    '반납 정산',
    {
      kind: 'SETTLEMENT',
      rentalSeq: seq,
    },
    payer,
  );
}

/** Records an approved payment of a settlement's balance once; a balance paid already refunds it. */
export async function paySettlement(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  tid: string,
) {
  const row = await ownRental(ctx, principal, { seq });
  await applyRentalPayment(ctx, principal, row, tid, 'SETTLEMENT', async (tx, _rental, payment) =>
    (await repository.markSettlementPaid(tx, seq, payment.seq))
      ? { kind: 'SETTLEMENT_PAID' }
      : false,
  );
  return { message: success(RENTAL_TEXT.settlementPaid) };
}

/** The pickup form: the rental goes to 반납 확인중 with where to collect it. */
export async function requestReturn(ctx: AppContext, principal: Principal, body: ReturnFinishBody) {
  const row = await ownRental(ctx, principal, { rentalNo: body.rentalNo });
  assertNotOnHold(row);
  const quote = quoteOf(row, today(ctx), body.reason);
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
      // What the pickup gives back is fixed today; the settlement at 반납 완료 pays it.
      returnKind: quote?.kind ?? 'NORMAL',
      returnReason: quote?.kind === 'WITHDRAWAL' ? body.reason : null,
      returnRefund: quote?.refund ?? 0,
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
