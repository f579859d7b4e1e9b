import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatDays } from './format';

describe('dates as the screens show them', () => {
  it('shows an instant as its date in Korea, whatever offset it was written with', () => {
    expect(formatDate('2026-11-21T14:05:00+09:00')).toBe('2026.11.21');
    expect(formatDate('2026-11-21T14:05:00.000+09:00')).toBe('2026.11.21');
    // 23:30 in London on 20 November is already the 21st in Seoul.
    expect(formatDate('2026-11-20T23:30:00Z')).toBe('2026.11.21');
    expect(formatDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027.01.01');
  });

  it('shows the time beside the date, in Korea, to the minute', () => {
    expect(formatDateTime('2026-11-21T14:05:59+09:00')).toBe('2026.11.21 14:05');
    expect(formatDateTime('2026-11-21T05:00:00.000Z')).toBe('2026.11.21 14:00');
    expect(formatDateTime('2026-11-20T15:00:00Z')).toBe('2026.11.21 00:00');
  });

  it("shows a rental's yyMMdd and a birth date's YYYY-MM-DD the same way", () => {
    expect(formatDate('261231')).toBe('2026.12.31');
    expect(formatDate('270105')).toBe('2027.01.05');
    expect(formatDate('1990-03-07')).toBe('1990.03.07');
    // A date alone has no time to show.
    expect(formatDateTime('261231')).toBe('2026.12.31');
  });

  it("keeps a courier's Korean wall-clock time as it is", () => {
    expect(formatDateTime('2026-11-21 09:15:42')).toBe('2026.11.21 09:15');
    expect(formatDate('2026-11-21 23:50')).toBe('2026.11.21');
  });

  it('shows nothing for an empty or unreadable value', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('someday')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });
});

describe('counts', () => {
  it('writes units and days', () => {
    expect(formatCount(2)).toBe('2개');
    expect(formatDays(90)).toBe('90일');
  });
});
