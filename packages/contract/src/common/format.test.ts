import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FREE_DELIVERY,
  PRICE_UNDECIDED,
  addDaysYymmdd,
  daysInMonth,
  formatDeliveryFee,
  formatKoreaDate,
  formatKoreaDateTime,
  formatNumber,
  formatWon,
  formatYymmdd,
  isLeapYear,
  isYymmdd,
  koreaDateParts,
  orderTotal,
  parseDisplayDate,
  toKoreaIso,
  toKoreaIsoDate,
  toYymmdd,
} from './format';

describe('money', () => {
  it('formatWon shows a thousands separator and 원', () => {
    expect(formatWon(12000)).toBe('12,000원');
    expect(formatWon(1234567)).toBe('1,234,567원');
    expect(formatWon(990)).toBe('990원');
    expect(formatWon(0)).toBe('0원');
  });

  it("formatWon shows '가격 미정' for a missing price", () => {
    expect(PRICE_UNDECIDED).toBe('가격 미정');
    expect(formatWon(null)).toBe('가격 미정');
    expect(formatWon(undefined)).toBe('가격 미정');
    expect(formatWon(Number.NaN)).toBe('가격 미정');
  });

  it("formatDeliveryFee shows '무료배송' for 0 and the fee otherwise", () => {
    expect(FREE_DELIVERY).toBe('무료배송');
    expect(formatDeliveryFee(0)).toBe('무료배송');
    expect(formatDeliveryFee(3000)).toBe('3,000원');
    expect(formatDeliveryFee(null)).toBe('가격 미정');
    expect(formatDeliveryFee(undefined)).toBe('가격 미정');
  });

  it('formatNumber separates thousands without a unit', () => {
    expect(formatNumber(1000000)).toBe('1,000,000');
  });

  it('formatNumber writes every number as Intl ko-KR does', () => {
    const korean = new Intl.NumberFormat('ko-KR');
    const values = [0, -0, 1, -1, 12, 999, 1000, -1000, 99_999, 123_456_789, -987_654_321];
    values.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 60, 1234.5678, -0.5);
    for (let n = 1; n < 1e15; n *= 7) values.push(n, n + 1, -n);
    for (const value of values)
      expect(formatNumber(value), String(value)).toBe(korean.format(value));
  });

  it('orderTotal = sale price x quantity + delivery fee', () => {
    expect(orderTotal(12000, 3, 3000)).toBe(39000);
    expect(orderTotal(12000, 1, 0)).toBe(12000);
    expect(orderTotal(0, 5, 2500)).toBe(2500);
    expect(formatWon(orderTotal(15900, 2, 3000))).toBe('34,800원');
  });
});

describe('Korea time', () => {
  // 15:00 UTC is midnight in Seoul (UTC+9, no daylight saving).
  const beforeMidnight = new Date('2024-12-31T14:59:59.999Z');
  const atMidnight = new Date('2024-12-31T15:00:00.000Z');

  it('toYymmdd gives the Seoul date just before and at midnight in Seoul', () => {
    expect(toYymmdd(beforeMidnight)).toBe('241231');
    expect(toYymmdd(atMidnight)).toBe('250101');
  });

  it('toKoreaIsoDate gives the Seoul date as YYYY-MM-DD', () => {
    expect(toKoreaIsoDate(beforeMidnight)).toBe('2024-12-31');
    expect(toKoreaIsoDate(atMidnight)).toBe('2025-01-01');
    expect(toKoreaIsoDate(new Date('2028-02-28T15:00:00Z'))).toBe('2028-02-29');
    expect(toYymmdd(new Date('2028-02-28T15:00:00Z'))).toBe('280229');
  });

  it('toKoreaIso writes the Seoul wall time with +09:00 around midnight in Seoul and in UTC', () => {
    expect(toKoreaIso(beforeMidnight)).toBe('2024-12-31T23:59:59.999+09:00');
    expect(toKoreaIso(atMidnight)).toBe('2025-01-01T00:00:00.000+09:00');
    // Midnight UTC is nine in the morning in Seoul, the same day.
    expect(toKoreaIso(new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24T09:00:00.000+09:00');
    expect(toKoreaIso(new Date('2026-11-23T23:59:59Z'))).toBe('2026-11-24T08:59:59.000+09:00');
    expect(toKoreaIso(new Date('2026-11-24T12:05:00Z'))).toBe('2026-11-24T21:05:00.000+09:00');
    expect(toKoreaIso(new Date('2028-02-28T15:00:00Z'))).toBe('2028-02-29T00:00:00.000+09:00');
  });

  it('toKoreaIso keeps +09:00 all year (no daylight saving) and names the same instant', () => {
    // The days other zones change their clocks: Seoul's offset stays.
    for (const utc of [
      '2026-03-08T10:00:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-07-01T12:34:56.789Z',
      '2026-10-25T01:00:00.000Z',
      '2026-11-01T09:00:00.000Z',
    ]) {
      const korea = toKoreaIso(new Date(utc));
      expect(korea, utc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+09:00$/);
      expect(new Date(korea).toISOString(), utc).toBe(utc);
      expect(formatKoreaDate(korea), utc).toBe(toKoreaIsoDate(new Date(utc)));
      expect(korea.slice(0, 10), utc).toBe(toKoreaIsoDate(new Date(utc)));
    }
    expect(() => toKoreaIso(new Date('garbage'))).toThrow(RangeError);
  });

  it('an instant in the Seoul morning is still the previous UTC day', () => {
    // 2025-03-01 08:30 in Seoul is 2025-02-28 23:30 UTC.
    const instant = new Date('2025-02-28T23:30:00Z');
    expect(toYymmdd(instant)).toBe('250301');
    expect(koreaDateParts(instant)).toEqual({ year: 2025, month: 3, day: 1 });
  });

  describe('with the process in another time zone', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it.each([
      ['America/Los_Angeles', 480],
      ['Pacific/Kiritimati', -840],
      ['UTC', 0],
    ])('does not depend on the server time zone (%s)', (zone, offsetMinutes) => {
      vi.stubEnv('TZ', zone);
      // The stub took effect: local time is now that zone's (December, no daylight saving).
      expect(atMidnight.getTimezoneOffset()).toBe(offsetMinutes);
      expect(toYymmdd(beforeMidnight)).toBe('241231');
      expect(toYymmdd(atMidnight)).toBe('250101');
      expect(formatKoreaDateTime('2026-11-21T05:00:00Z')).toBe('2026-11-21 14:00');
      expect(toKoreaIso(atMidnight)).toBe('2025-01-01T00:00:00.000+09:00');
    });
  });

  it('formatKoreaDateTime shows the Seoul date and time', () => {
    expect(formatKoreaDateTime('2026-11-21T05:00:00Z')).toBe('2026-11-21 14:00');
    expect(formatKoreaDateTime('2026-11-21T15:30:00Z')).toBe('2026-11-22 00:30');
    expect(formatKoreaDateTime(new Date('2026-01-01T00:05:00Z'))).toBe('2026-01-01 09:05');
    // What the API sends: Korea time with its offset.
    expect(formatKoreaDateTime('2026-11-24T21:05:00+09:00')).toBe('2026-11-24 21:05');
    expect(formatKoreaDateTime('2026-11-25T00:30:00.000+09:00')).toBe('2026-11-25 00:30');
    expect(formatKoreaDateTime('not a date')).toBe('');
    expect(formatKoreaDateTime(null)).toBe('');
    expect(formatKoreaDateTime(undefined)).toBe('');
  });

  it('formatKoreaDate shows the Seoul date', () => {
    expect(formatKoreaDate('2026-11-21T15:00:00Z')).toBe('2026-11-22');
    expect(formatKoreaDate('2026-11-21T14:59:00Z')).toBe('2026-11-21');
    expect(formatKoreaDate('2026-11-25T00:30:00.000+09:00')).toBe('2026-11-25');
    expect(formatKoreaDate('2026-11-24T23:59:59.999+09:00')).toBe('2026-11-24');
    expect(formatKoreaDate('garbage')).toBe('');
    expect(formatKoreaDate(null)).toBe('');
  });
});

describe('yyMMdd dates', () => {
  it("formatYymmdd shows '241231' as '24-12-31'", () => {
    expect(formatYymmdd('241231')).toBe('24-12-31');
    expect(formatYymmdd('250101')).toBe('25-01-01');
  });

  it('formatYymmdd leaves other values as they are and an empty value empty', () => {
    expect(formatYymmdd('')).toBe('');
    expect(formatYymmdd(null)).toBe('');
    expect(formatYymmdd(undefined)).toBe('');
    expect(formatYymmdd('2024-12-31')).toBe('2024-12-31');
  });

  it('parseDisplayDate turns yy-mm-dd back into yyMMdd', () => {
    expect(parseDisplayDate('24-12-31')).toBe('241231');
    expect(parseDisplayDate(formatYymmdd('280229'))).toBe('280229');
  });

  it.each([
    ['240131', 1, '240201'],
    ['240430', 1, '240501'],
    ['241231', 1, '250101'],
    ['991231', 0, '991231'],
    ['280228', 1, '280229'],
    ['280229', 1, '280301'],
    ['270228', 1, '270301'],
    ['250101', -1, '241231'],
    ['280301', -1, '280229'],
    ['240115', 30, '240214'],
    ['241201', 90, '250301'],
    ['250101', 360, '251227'],
  ])('addDaysYymmdd(%s, %i) = %s', (start, days, expected) => {
    expect(addDaysYymmdd(start, days)).toBe(expected);
  });

  it('addDaysYymmdd refuses a value that is not yyMMdd', () => {
    expect(() => addDaysYymmdd('2024-12-31', 1)).toThrow(/not a yyMMdd date/);
    expect(() => addDaysYymmdd('', 1)).toThrow();
  });

  it.each(['240229', '000229', '241231', '250101', '240430', '250228'])(
    'isYymmdd accepts %s',
    (v) => {
      expect(isYymmdd(v)).toBe(true);
    },
  );

  it.each([
    '241301',
    '240230',
    '250229',
    '240431',
    '240100',
    '240001',
    '24123',
    '2412311',
    '24-12-31',
    'abcdef',
    '',
  ])('isYymmdd refuses %j', (v) => {
    expect(isYymmdd(v)).toBe(false);
  });
});

describe('calendar', () => {
  it('isLeapYear follows the Gregorian rule', () => {
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2025)).toBe(false);
    expect(isLeapYear(2100)).toBe(false);
  });

  it('daysInMonth gives the month length', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect([1, 3, 5, 7, 8, 10, 12].map((m) => daysInMonth(2025, m))).toEqual([
      31, 31, 31, 31, 31, 31, 31,
    ]);
    expect([4, 6, 9, 11].map((m) => daysInMonth(2025, m))).toEqual([30, 30, 30, 30]);
  });
});
