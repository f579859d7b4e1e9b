import { BIRTH_YEARS, daysInMonth, koreaDateParts } from '@store/contract';

/** The three selects; each is '' until chosen. */
export interface BirthDateParts {
  year: string;
  month: string;
  day: string;
}

export const EMPTY_BIRTH_DATE: BirthDateParts = { year: '', month: '', day: '' };

/**
 * This year (in Korea) and the 99 before it, newest first; with a minimum age, from the year of
 * the youngest who may be that old by the end of this year (sign-up's 만 14세).
 */
export function birthYears(now: Date = new Date(), minimumAge = 0): number[] {
  const thisYear = koreaDateParts(now).year;
  return Array.from(
    { length: BIRTH_YEARS - minimumAge },
    (_, index) => thisYear - minimumAge - index,
  );
}

export const BIRTH_MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

// Without a chosen year February may still have its 29th (a leap year is assumed).
const ANY_LEAP_YEAR = 2000;

/** The days of the chosen month: 28 to 31, leap years included. */
export function birthDays({ year, month }: Pick<BirthDateParts, 'year' | 'month'>): number[] {
  const count = month === '' ? 31 : daysInMonth(Number(year || ANY_LEAP_YEAR), Number(month));
  return Array.from({ length: count }, (_, index) => index + 1);
}

/** Changes one select; a day the new month does not have is cleared. */
export function withBirthPart(
  parts: BirthDateParts,
  part: keyof BirthDateParts,
  value: string,
): BirthDateParts {
  const next = { ...parts, [part]: value };
  if (next.day !== '' && !birthDays(next).includes(Number(next.day))) next.day = '';
  return next;
}

const pad2 = (value: string) => value.padStart(2, '0');

/** `YYYY-MM-DD` once all three are chosen, '' otherwise. */
export function joinBirthDate({ year, month, day }: BirthDateParts): string {
  if (year === '' || month === '' || day === '') return '';
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The selects of a stored `YYYY-MM-DD` (empty for none or anything else). */
export function splitBirthDate(value: string | null | undefined): BirthDateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return EMPTY_BIRTH_DATE;
  return { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) };
}
