import { describe, expect, it } from 'vitest';
import { dayRangeProblem, DAY_RANGE_TEXT, koreaDayStart } from './iso-day';
import { dayRangeQuerySchema } from './pagination';

describe('days of a query', () => {
  it('start at midnight in Korea, 15:00 UTC the day before', () => {
    expect(koreaDayStart('2026-12-01').toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(koreaDayStart('2027-01-01').toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });

  it('refuse a range that ends before it starts, on its start; open ends are fine', () => {
    expect(dayRangeProblem({ from: '2026-12-02', to: '2026-12-01' })).toEqual({
      from: DAY_RANGE_TEXT.fromAfterTo,
    });
    expect(dayRangeProblem({ from: '2026-12-01', to: '2026-12-01' })).toBeNull();
    expect(dayRangeProblem({ from: '2026-12-01' })).toBeNull();
    expect(dayRangeProblem({})).toBeNull();
  });

  it('take real calendar days only, and an empty day as none', () => {
    expect(dayRangeQuerySchema.parse({ from: '', to: '2028-02-29' })).toEqual({
      from: undefined,
      to: '2028-02-29',
    });
    const bad = dayRangeQuerySchema.safeParse({ from: '2027-02-29', to: '2026/12/01' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['from', DAY_RANGE_TEXT.badDate],
      ['to', DAY_RANGE_TEXT.badDate],
    ]);
  });
});
