import { DAY_RANGE_TEXT, isIsoDay, shiftIsoDay } from '../common/iso-day';
import { daysBetween } from '../rental/rental.pricing';

/**
 * The period of the administrator's statistics (`/chart/list`, DESIGN §18): Korea-time calendar
 * days `from` to `to`, both included, as `YYYY-MM-DD`. Pure, so the server checks a period and
 * the screen offers its quick choices by the same rules.
 */
export interface StatsPeriod {
  from: string;
  to: string;
}

/** The longest period one report covers: a year, leap day included. */
export const STATS_MAX_DAYS = 366;
/** The period shown when none is asked for: the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30;

export const STATS_PERIOD_TEXT = {
  badDate: DAY_RANGE_TEXT.badDate,
  fromAfterTo: DAY_RANGE_TEXT.fromAfterTo,
  tooLong: `기간은 최대 ${STATS_MAX_DAYS}일까지 조회할 수 있습니다.`,
  future: '오늘 이후의 날짜는 조회할 수 없습니다.',
} as const;

/** How many days the period covers, both ends included (`2026-11-01`..`2026-11-30`: 30). */
export const daysInPeriod = ({ from, to }: StatsPeriod): number => daysBetween(from, to) + 1;

/** Every day of the period, oldest first. */
export function daysOfPeriod(period: StatsPeriod): string[] {
  return Array.from({ length: Math.max(0, daysInPeriod(period)) }, (_, index) =>
    shiftIsoDay(period.from, index),
  );
}

/** The last STATS_DEFAULT_DAYS days, ending `today`. */
export const defaultStatsPeriod = (today: string): StatsPeriod => ({
  from: shiftIsoDay(today, -(STATS_DEFAULT_DAYS - 1)),
  to: today,
});

export type StatsPeriodCheck =
  | { ok: true; period: StatsPeriod }
  | { ok: false; fieldErrors: Partial<Record<keyof StatsPeriod, string>> };

/**
 * The period asked for, with what is missing filled in (no `to`: today; no `from`: the 30 days
 * ending `to`), or why it cannot be reported, by field: a day that is not one, a `to` after today,
 * a `from` after `to`, more than STATS_MAX_DAYS days.
 */
export function checkStatsPeriod(
  asked: { from?: string | undefined; to?: string | undefined },
  today: string,
): StatsPeriodCheck {
  const fieldErrors: Partial<Record<keyof StatsPeriod, string>> = {};
  if (asked.from !== undefined && !isIsoDay(asked.from))
    fieldErrors.from = STATS_PERIOD_TEXT.badDate;
  if (asked.to !== undefined && !isIsoDay(asked.to)) fieldErrors.to = STATS_PERIOD_TEXT.badDate;
  else if (asked.to !== undefined && asked.to > today) fieldErrors.to = STATS_PERIOD_TEXT.future;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const to = asked.to ?? today;
  const from = asked.from ?? defaultStatsPeriod(to).from;
  if (from > to) return { ok: false, fieldErrors: { from: STATS_PERIOD_TEXT.fromAfterTo } };
  if (daysInPeriod({ from, to }) > STATS_MAX_DAYS)
    return { ok: false, fieldErrors: { from: STATS_PERIOD_TEXT.tooLong } };
  return { ok: true, period: { from, to } };
}

/** The picker's quick choices, in the order they are offered. */
export const STATS_QUICK_PERIODS = [
  { key: 'today', label: '오늘' },
  { key: 'last7', label: '7일' },
  { key: 'last30', label: '30일' },
  { key: 'thisMonth', label: '이번 달' },
  { key: 'lastMonth', label: '지난 달' },
] as const;
export type StatsQuickPeriod = (typeof STATS_QUICK_PERIODS)[number]['key'];

/**
 * The period of a quick choice on `today`: today; the last 7 or 30 days, today included; this
 * month up to today; the whole of last month.
 */
export function quickStatsPeriod(choice: StatsQuickPeriod, today: string): StatsPeriod {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (choice) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: shiftIsoDay(today, -6), to: today };
    case 'last30':
      return defaultStatsPeriod(today);
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastMonthEnd = shiftIsoDay(monthStart, -1);
      return { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd };
    }
  }
}
