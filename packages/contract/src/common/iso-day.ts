/** Calendar days written `YYYY-MM-DD` (the database's dates, Korea time), without Zod. */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (years 1900 to 2999). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `day` moved by `days` calendar days (negative: earlier). */
export const shiftIsoDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The instant a Korea-time day (`YYYY-MM-DD`) begins (Korea keeps no daylight saving). */
export const koreaDayStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 9 * 60 * 60 * 1000);

export const DAY_RANGE_TEXT = {
  badDate: '날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
  fromAfterTo: '시작일은 종료일보다 늦을 수 없습니다.',
} as const;

/**
 * Why a range of days (`from` to `to`, both included, either left open) cannot be asked for, by
 * field; null when it can. Days are assumed well formed (the query's schema checks each).
 */
export function dayRangeProblem(range: {
  from?: string | undefined;
  to?: string | undefined;
}): { from: string } | null {
  return range.from && range.to && range.from > range.to
    ? { from: DAY_RANGE_TEXT.fromAfterTo }
    : null;
}
