/** Formatting that the screens and the server's pages share. Money is integer won. */

// Made on first need: loading a locale's data for Intl costs a page tens of milliseconds.
let koreanNumberFormat: Intl.NumberFormat | null = null;

export const PRICE_UNDECIDED = '가격 미정';
export const FREE_DELIVERY = '무료배송';

/**
 * 12000 -> "12,000", as Intl.NumberFormat('ko-KR') writes it. Whole numbers (money is whole won)
 * are grouped by hand, so a page showing prices never loads Intl's Korean locale data; anything
 * else goes to Intl itself.
 */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
    return value < 0 ? `-${digits}` : digits;
  }
  koreanNumberFormat ??= new Intl.NumberFormat('ko-KR');
  return koreanNumberFormat.format(value);
}

/** 12000 -> "12,000원"; a missing price -> "가격 미정". */
export function formatWon(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return PRICE_UNDECIDED;
  return `${formatNumber(value)}원`;
}

/** 0 -> "무료배송"; otherwise the fee in won. */
export function formatDeliveryFee(value: number | null | undefined): string {
  if (value === 0) return FREE_DELIVERY;
  return formatWon(value);
}

/** Total = sale price x quantity + delivery fee. */
export const orderTotal = (salePrice: number, quantity: number, deliveryFee: number): number =>
  salePrice * quantity + deliveryFee;

// Korea has kept UTC+9 without daylight saving since 1988, so a fixed offset is exact.
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface KoreaDateParts {
  year: number;
  month: number;
  day: number;
}

/** The calendar date in Korea at the given instant. */
export function koreaDateParts(instant: Date): KoreaDateParts {
  const shifted = new Date(instant.getTime() + KOREA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The Korea-time date of an instant as `yyMMdd`. */
export function toYymmdd(instant: Date): string {
  const { year, month, day } = koreaDateParts(instant);
  return `${pad2(year % 100)}${pad2(month)}${pad2(day)}`;
}

/** The Korea-time date of an instant as `YYYY-MM-DD`. */
export function toKoreaIsoDate(instant: Date): string {
  const { year, month, day } = koreaDateParts(instant);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/**
 * An instant as the API writes it: ISO 8601 in Korea time with the offset,
 * "2026-11-24T21:05:00.000+09:00". Clients cut the text to show the date, so it must be Seoul's.
 */
export function toKoreaIso(instant: Date): string {
  // toISOString throws a RangeError for an invalid date, as it would unshifted.
  return `${new Date(instant.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, -1)}+09:00`;
}

const YYMMDD = /^(\d{2})(\d{2})(\d{2})$/;

export const isYymmdd = (value: string): boolean => {
  const match = YYMMDD.exec(value);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return (
    month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(2000 + Number(match[1]), month)
  );
};

/** "241231" -> "24-12-31"; anything else is shown as it is (an empty value as ""). */
export function formatYymmdd(value: string | null | undefined): string {
  if (!value) return '';
  const match = YYMMDD.exec(value);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : value;
}

/** "24-12-31" -> "241231". */
export function parseDisplayDate(value: string): string {
  return value.replace(/-/g, '');
}

/** Adds calendar days to a `yyMMdd` date (years 2000-2099). */
export function addDaysYymmdd(value: string, days: number): string {
  const match = YYMMDD.exec(value);
  if (!match) throw new Error(`not a yyMMdd date: ${value}`);
  const utc = Date.UTC(2000 + Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const next = new Date(utc + days * DAY_MS);
  return `${pad2(next.getUTCFullYear() % 100)}${pad2(next.getUTCMonth() + 1)}${pad2(next.getUTCDate())}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** "2026-11-21T05:00:00Z" -> "2026-11-21 14:00" in Korea time. */
export function formatKoreaDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const instant = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(instant.getTime())) return '';
  const shifted = new Date(instant.getTime() + KOREA_OFFSET_MS);
  return `${toKoreaIsoDate(instant)} ${pad2(shifted.getUTCHours())}:${pad2(shifted.getUTCMinutes())}`;
}

/** "2026-11-21T05:00:00Z" -> "2026-11-21" in Korea time. */
export function formatKoreaDate(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const instant = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(instant.getTime()) ? '' : toKoreaIsoDate(instant);
}
