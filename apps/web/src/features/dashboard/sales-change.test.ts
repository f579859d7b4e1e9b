import { describe, expect, it } from 'vitest';
import { compareSales, formatSalesChange, formatSignedWon } from './sales-change';

const shown = (current: number, earlier: number) =>
  formatSalesChange(compareSales(current, earlier));

describe('compareSales', () => {
  it('gives a rise in won and as a share of the earlier figure', () => {
    expect(compareSales(135_000, 120_000)).toEqual({
      kind: 'change',
      difference: 15_000,
      percent: 12.5,
    });
    expect(shown(135_000, 120_000)).toBe('+15,000원 (+12.5%)');
  });

  it('gives a fall with a minus sign, down to everything lost', () => {
    expect(compareSales(90_000, 120_000)).toEqual({
      kind: 'change',
      difference: -30_000,
      percent: -25,
    });
    expect(shown(90_000, 120_000)).toBe('-30,000원 (-25.0%)');
    expect(shown(0, 48_000)).toBe('-48,000원 (-100.0%)');
  });

  it('calls sales from nothing new, with no percentage', () => {
    expect(compareSales(15_000, 0)).toEqual({ kind: 'new', difference: 15_000 });
    expect(shown(15_000, 0)).toBe('+15,000원 (신규)');
  });

  it("says '-' when there was nothing then and nothing now", () => {
    expect(compareSales(0, 0)).toEqual({ kind: 'none' });
    expect(shown(0, 0)).toBe('-');
  });

  it('gives an unchanged figure as 0원 and 0.0%', () => {
    expect(shown(50_000, 50_000)).toBe('0원 (0.0%)');
  });

  it('rounds the percentage to one decimal, halves away from zero', () => {
    // 1/3 = 33.33...%, 2/3 = 66.66...%
    expect(compareSales(40_000, 30_000)).toMatchObject({ percent: 33.3 });
    expect(compareSales(50_000, 30_000)).toMatchObject({ percent: 66.7 });
    // 0.25% and -0.25% exactly: a half either way.
    expect(compareSales(40_100, 40_000)).toMatchObject({ percent: 0.3 });
    expect(compareSales(39_900, 40_000)).toMatchObject({ percent: -0.3 });
    // 0.0125%: too small to show, and no "-0.0%".
    expect(shown(80_001, 80_000)).toBe('+1원 (0.0%)');
    expect(shown(79_999, 80_000)).toBe('-1원 (0.0%)');
    expect(shown(3_333, 1_000)).toBe('+2,333원 (+233.3%)');
  });

  it('gives only the difference where the earlier figure was not above 0 (a net below zero)', () => {
    expect(compareSales(10_000, -3_000)).toEqual({
      kind: 'change',
      difference: 13_000,
      percent: null,
    });
    expect(shown(10_000, -3_000)).toBe('+13,000원');
    expect(shown(-5_000, 0)).toBe('-5,000원');
  });
});

describe('formatSignedWon', () => {
  it('signs an amount, and leaves 0 without one', () => {
    expect(formatSignedWon(1_234_567)).toBe('+1,234,567원');
    expect(formatSignedWon(-990)).toBe('-990원');
    expect(formatSignedWon(0)).toBe('0원');
    expect(formatSignedWon(-0)).toBe('0원');
  });
});
