import { shiftIsoDay } from '../common/iso-day';
import { withdrawalRefund, type WithdrawalReasonCode } from '../common/withdrawal';

/**
 * The rental shop's money rules (architecture.md, "Rules: rental money"), as pure functions of integer won. The server
 * computes every amount with these, and the screens show the same numbers before the member pays
 * or confirms.
 */

/** Days of rent a listing's `salePrice` stands for (월 대여료). */
export const PRICE_BASE_DAYS = 30;
/** Withdrawal (청약철회) is open this many days from delivery. */
export const WITHDRAWAL_DAYS = 7;
/** Early return refunds unused rent less this share of it. */
export const EARLY_RETURN_FEE_RATE = 0.1;
/** Buy-out credits this share of the rent paid, by default (a shop setting). */
export const DEFAULT_BUYOUT_RENT_SHARE = 0.5;
/** A buy-out never costs less than this share of the purchase price. */
export const BUYOUT_FLOOR_RATE = 0.1;

/** Up to the next 10 won (the shop's prices end in 0). */
export const ceilTo10 = (won: number): number => Math.ceil(won / 10) * 10;

export interface RentalOffer {
  /** Rent for 30 days. */
  salePrice: number;
  /** Won per period (days -> won) where the listing sets one. */
  rentalPrices?: Readonly<Record<number, number>>;
  purchasePrice?: number | null;
  /** Per unit. */
  deposit?: number | null;
  lateFeePerDay?: number | null;
  lateFeeCap?: number | null;
}

/** The rent of one unit for `days`: the listing's price for that period, or 30 days' rent pro rata. */
export function periodPrice(offer: RentalOffer, days: number): number {
  const explicit = offer.rentalPrices?.[days];
  if (explicit !== undefined) return explicit;
  return Math.round((offer.salePrice * days) / PRICE_BASE_DAYS);
}

/** One day past the end, per unit: the listing's fee, or one day's rent up to 10 won. */
export const lateFeePerDay = (offer: RentalOffer): number =>
  offer.lateFeePerDay ?? ceilTo10(offer.salePrice / PRICE_BASE_DAYS);

/** The most a unit's late fee comes to: the listing's cap, or 30 days of late fee. */
export const lateFeeCap = (offer: RentalOffer): number =>
  offer.lateFeeCap ?? lateFeePerDay(offer) * 30;

export type OrderMode = 'RENT' | 'BUY';

export interface LinePrice {
  unitPrice: number;
  /** Unit price x count. */
  goods: number;
  deliveryFee: number;
  /** Deposit x count (rentals only). */
  deposit: number;
  /** What the member pays. */
  total: number;
}

/** An order line: unit price for the mode and period x count + delivery + deposit x count. */
export function linePrice(
  offer: RentalOffer & { deliveryFee: number },
  choice: { mode: OrderMode; days: number; count: number },
): LinePrice {
  const unitPrice =
    choice.mode === 'BUY' ? (offer.purchasePrice ?? 0) : periodPrice(offer, choice.days);
  const goods = unitPrice * choice.count;
  const deposit = choice.mode === 'RENT' ? (offer.deposit ?? 0) * choice.count : 0;
  return {
    unitPrice,
    goods,
    deliveryFee: offer.deliveryFee,
    deposit,
    total: goods + offer.deliveryFee + deposit,
  };
}

/** An extension of `days` for `count` units: each unit's days of 30-day rent, up to 10 won. */
export const extensionPrice = (offer: RentalOffer, days: number, count: number): number =>
  ceilTo10((days * offer.salePrice) / PRICE_BASE_DAYS) * count;

export interface LateFee {
  overdueDays: number;
  /** Accrued, capped. */
  amount: number;
  cap: number;
}

/** Days past `endDate` on `today` (ISO dates, Korea time) x the daily fee x count, up to the cap. */
export function lateFee(
  offer: RentalOffer,
  count: number,
  endDate: string,
  today: string,
): LateFee {
  const overdueDays = Math.max(0, daysBetween(endDate, today));
  const cap = lateFeeCap(offer) * count;
  return { overdueDays, amount: Math.min(lateFeePerDay(offer) * count * overdueDays, cap), cap };
}

/**
 * The end date after an extension of `days` (ISO dates, Korea time): it carries on from the end
 * date, or, for a rental that is late, from today. The late days up to today are settled by the
 * late fee, which is paid before a late rental can be extended, so they are not charged again as
 * rent (the same as a late rental returned: the late fee and no rent for those days).
 */
export function extendedEndDate(endDate: string, today: string, days: number): string {
  return shiftIsoDay(daysBetween(endDate, today) > 0 ? today : endDate, days);
}

/** Whole days from `from` to `to` (ISO `YYYY-MM-DD`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whether `today` is within the withdrawal days from `deliveredOn` (the day of delivery counts). */
export const canWithdraw = (deliveredOn: string, today: string): boolean => {
  const days = daysBetween(deliveredOn, today);
  return days >= 0 && days < WITHDRAWAL_DAYS;
};

export interface EarlyReturn {
  unusedDays: number;
  unusedRent: number;
  fee: number;
  refund: number;
}

/**
 * Early return of a rental of 30 days or more: the unused rent (whole unused days from the day
 * the pickup is asked for, at the period's daily rate) less 10% of it. Nothing for shorter rentals
 * or when no whole day is left.
 */
export function earlyReturnRefund(input: {
  rent: number;
  periodDays: number;
  endDate: string;
  requestedOn: string;
}): EarlyReturn {
  const unusedDays =
    input.periodDays < PRICE_BASE_DAYS
      ? 0
      : Math.max(0, Math.min(input.periodDays, daysBetween(input.requestedOn, input.endDate)));
  const unusedRent = Math.floor((input.rent * unusedDays) / input.periodDays);
  const fee = Math.ceil(unusedRent * EARLY_RETURN_FEE_RATE);
  return { unusedDays, unusedRent, fee, refund: unusedRent - fee };
}

export type ReturnKind = 'WITHDRAWAL' | 'EARLY_RETURN' | 'NORMAL';

export interface ReturnQuote {
  kind: ReturnKind;
  /** What comes back for the rent (and delivery, for a withdrawal), before the deposit's line. */
  refund: number;
  /** The last day of withdrawal (ISO), 6 days after delivery. */
  withdrawalUntil: string;
  /** For an early return: the unused days and rent, and the 10% kept. */
  early: EarlyReturn | null;
}

/**
 * What asking for the pickup on `requestedOn` gives back: within 7 days of delivery a withdrawal
 * (everything paid but the deposit, less the return delivery for a change of mind); after, for a
 * rental of 30 days or more with whole days left, an early return (unused rent less 10%); else
 * nothing. `rent` and `paid` count the extensions bought.
 */
export function returnQuote(input: {
  startDate: string;
  endDate: string;
  requestedOn: string;
  /** Rent paid for the whole period from start to end (the order's and every extension's). */
  rent: number;
  /** Everything paid but the deposit: rent, delivery, extensions. */
  paid: number;
  returnDeliveryFee: number;
  reason: WithdrawalReasonCode;
}): ReturnQuote {
  const withdrawalUntil = shiftIsoDay(input.startDate, WITHDRAWAL_DAYS - 1);
  if (canWithdraw(input.startDate, input.requestedOn)) {
    return {
      kind: 'WITHDRAWAL',
      refund: withdrawalRefund({
        paid: input.paid,
        returnDeliveryFee: input.returnDeliveryFee,
        reason: input.reason,
      }),
      withdrawalUntil,
      early: null,
    };
  }
  const early = earlyReturnRefund({
    rent: input.rent,
    periodDays: daysBetween(input.startDate, input.endDate),
    endDate: input.endDate,
    requestedOn: input.requestedOn,
  });
  return early.refund > 0
    ? { kind: 'EARLY_RETURN', refund: early.refund, withdrawalUntil, early }
    : { kind: 'NORMAL', refund: 0, withdrawalUntil, early: null };
}

export interface SettlementLine {
  label: string;
  /** Positive: owed to the member; negative: owed to the shop. */
  amount: number;
}

export interface Settlement {
  lines: SettlementLine[];
  /** Positive: refunded to the member; negative: the member owes it. */
  balance: number;
}

/**
 * The statement at 반납 완료: deposit − unpaid late fee − damage charge (+ unused rent for an early
 * return, or the whole price for a withdrawal), line by line.
 */
export function settlement(input: {
  deposit: number;
  unpaidLateFee: number;
  damageCharge: number;
  earlyReturnRefund?: number;
  withdrawalRefund?: number;
}): Settlement {
  const lines: SettlementLine[] = [
    { label: '보증금 반환', amount: input.deposit },
    ...(input.unpaidLateFee > 0 ? [{ label: '미납 연체료', amount: -input.unpaidLateFee }] : []),
    ...(input.damageCharge > 0 ? [{ label: '손상·분실 배상', amount: -input.damageCharge }] : []),
    ...(input.earlyReturnRefund
      ? [{ label: '중도 반납 미사용 대여료', amount: input.earlyReturnRefund }]
      : []),
    ...(input.withdrawalRefund ? [{ label: '청약철회 환불', amount: input.withdrawalRefund }] : []),
  ];
  return { lines, balance: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/**
 * Buy-out (인수) during a rental: the purchase price less a share of the rent paid for this rental
 * (initial and extensions), never below 10% of the purchase price.
 */
export function buyoutPrice(input: {
  purchasePrice: number;
  rentPaid: number;
  rentShare?: number;
}): number {
  const share = input.rentShare ?? DEFAULT_BUYOUT_RENT_SHARE;
  const floor = Math.ceil(input.purchasePrice * BUYOUT_FLOOR_RATE);
  return Math.max(floor, input.purchasePrice - Math.floor(input.rentPaid * share));
}
