import { describe, expect, it } from 'vitest';
import {
  EMPTY_BIRTH_DATE,
  birthDays,
  birthYears,
  joinBirthDate,
  splitBirthDate,
  withBirthPart,
} from './birth-date';

describe('birth date selects', () => {
  it('offer this year in Korea and the 99 before it', () => {
    // 2026-12-31 20:00 UTC is already 2027 in Korea.
    const years = birthYears(new Date('2026-12-31T20:00:00Z'));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1928);
  });

  it('start, with a minimum age, at the year the youngest of that age was born', () => {
    const years = birthYears(new Date('2026-12-31T20:00:00Z'), 14);
    expect(years[0]).toBe(2013);
    expect(years.at(-1)).toBe(1928);
    expect(years).toHaveLength(86);
  });

  it('follow the month, with 29 February only in leap years', () => {
    expect(birthDays({ year: '2024', month: '2' })).toHaveLength(29);
    expect(birthDays({ year: '2000', month: '2' })).toHaveLength(29);
    expect(birthDays({ year: '1900', month: '2' })).toHaveLength(28);
    expect(birthDays({ year: '2023', month: '2' })).toHaveLength(28);
    expect(birthDays({ year: '2023', month: '4' })).toHaveLength(30);
    expect(birthDays({ year: '2023', month: '1' })).toHaveLength(31);
    // Before the year is chosen February keeps its 29th; before the month, 31 days.
    expect(birthDays({ year: '', month: '2' })).toHaveLength(29);
    expect(birthDays({ year: '', month: '' })).toHaveLength(31);
  });

  it('clear a day the new month or year does not have, and keep one it has', () => {
    const leapDay = { year: '2024', month: '2', day: '29' };
    expect(withBirthPart(leapDay, 'year', '2023')).toEqual({ year: '2023', month: '2', day: '' });
    expect(withBirthPart(leapDay, 'year', '2020')).toEqual({ year: '2020', month: '2', day: '29' });
    expect(withBirthPart({ year: '2023', month: '1', day: '31' }, 'month', '4').day).toBe('');
    expect(withBirthPart({ year: '2023', month: '1', day: '30' }, 'month', '4').day).toBe('30');
  });

  it('make a date only when all three are chosen', () => {
    expect(joinBirthDate({ year: '1990', month: '3', day: '7' })).toBe('1990-03-07');
    expect(joinBirthDate({ year: '1990', month: '3', day: '' })).toBe('');
    expect(joinBirthDate(EMPTY_BIRTH_DATE)).toBe('');
  });

  it('read a stored date back into the selects', () => {
    expect(splitBirthDate('1990-03-07')).toEqual({ year: '1990', month: '3', day: '7' });
    expect(splitBirthDate(null)).toEqual(EMPTY_BIRTH_DATE);
    expect(splitBirthDate('03/07/1990')).toEqual(EMPTY_BIRTH_DATE);
  });
});
