import { describe, expect, it } from 'vitest';
import {
  checkStatsPeriod,
  daysInPeriod,
  daysOfPeriod,
  quickStatsPeriod,
  STATS_PERIOD_TEXT as TEXT,
} from './stats.period';
import { isIsoDay, shiftIsoDay } from '../common/iso-day';
import { statsCsvQuerySchema, statsQuerySchema } from './stats.schemas';

const TODAY = '2026-11-27';

describe('the statistics period', () => {
  it('knows a real calendar day from anything else', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    for (const value of ['2026-02-29', '2026-13-01', '2026-11-31', '26-11-01', '2026-1-1', '', 'x'])
      expect(isIsoDay(value), value).toBe(false);
    expect(isIsoDay('0000-01-01')).toBe(false);
  });

  it('counts and lists the days, both ends included, across months and years', () => {
    expect(shiftIsoDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftIsoDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysInPeriod({ from: '2026-11-01', to: '2026-11-30' })).toBe(30);
    expect(daysInPeriod({ from: TODAY, to: TODAY })).toBe(1);
    expect(daysOfPeriod({ from: '2026-12-30', to: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('fills in what is missing: the 30 days ending today, or ending the day asked', () => {
    expect(checkStatsPeriod({}, TODAY)).toEqual({
      ok: true,
      period: { from: '2026-10-29', to: TODAY },
    });
    expect(checkStatsPeriod({ to: '2026-11-10' }, TODAY)).toEqual({
      ok: true,
      period: { from: '2026-10-12', to: '2026-11-10' },
    });
    expect(checkStatsPeriod({ from: '2026-11-20' }, TODAY)).toEqual({
      ok: true,
      period: { from: '2026-11-20', to: TODAY },
    });
  });

  it('refuses each bad period on the field that is wrong', () => {
    const refused = (from: string | undefined, to: string | undefined) => {
      const check = checkStatsPeriod({ from, to }, TODAY);
      return check.ok ? null : check.fieldErrors;
    };
    expect(refused('2026-11-31', 'soon')).toEqual({ from: TEXT.badDate, to: TEXT.badDate });
    expect(refused('2026-11-20', '2026-11-28')).toEqual({ to: TEXT.future });
    expect(refused('2026-11-28', undefined)).toEqual({ from: TEXT.fromAfterTo });
    expect(refused('2026-11-20', '2026-11-19')).toEqual({ from: TEXT.fromAfterTo });
    // 366 days (a leap year's worth) is the most; one more is refused.
    expect(refused('2025-11-27', TODAY)).toBeNull();
    expect(refused('2025-11-26', TODAY)).toEqual({ from: TEXT.tooLong });
  });

  it('offers quick choices that end today, or cover last month whole', () => {
    expect(quickStatsPeriod('today', TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(quickStatsPeriod('last7', TODAY)).toEqual({ from: '2026-11-21', to: TODAY });
    expect(quickStatsPeriod('last30', TODAY)).toEqual({ from: '2026-10-29', to: TODAY });
    expect(quickStatsPeriod('thisMonth', TODAY)).toEqual({ from: '2026-11-01', to: TODAY });
    expect(quickStatsPeriod('lastMonth', TODAY)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(quickStatsPeriod('lastMonth', '2027-01-05')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(quickStatsPeriod('lastMonth', '2028-03-31')).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('reads the query: empty days are none, a day that is not one is refused by name', () => {
    expect(statsQuerySchema.parse({ from: '', to: ' 2026-11-27 ' })).toEqual({
      from: undefined,
      to: TODAY,
    });
    const refused = statsQuerySchema.safeParse({ from: '2026/11/01' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['from'], TEXT.badDate],
    ]);
    expect(statsCsvQuerySchema.safeParse({ table: 'orders' }).success).toBe(false);
    expect(statsCsvQuerySchema.parse({ table: 'daily' })).toEqual({ table: 'daily' });
  });
});
