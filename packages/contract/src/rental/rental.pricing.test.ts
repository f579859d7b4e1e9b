import { withdrawalRefund } from '../common/withdrawal';
import { describe, expect, it } from 'vitest';
import {
  buyoutPrice,
  canWithdraw,
  ceilTo10,
  daysBetween,
  earlyReturnRefund,
  extendedEndDate,
  extensionPrice,
  lateFee,
  lateFeeCap,
  lateFeePerDay,
  linePrice,
  periodPrice,
  returnQuote,
  settlement,
} from './rental.pricing';

const tent = { salePrice: 45_000, deliveryFee: 3_000 };

describe('period prices', () => {
  it("takes the listing's price for a period, else 30 days' rent pro rata", () => {
    expect(periodPrice(tent, 30)).toBe(45_000);
    expect(periodPrice(tent, 90)).toBe(135_000);
    expect(periodPrice(tent, 360)).toBe(540_000);
    const discounted = { ...tent, rentalPrices: { 90: 120_000, 360: 396_000 } };
    expect(periodPrice(discounted, 90)).toBe(120_000);
    expect(periodPrice(discounted, 180)).toBe(270_000);
    expect(periodPrice(discounted, 360)).toBe(396_000);
  });

  it('prices a line: unit x count + delivery + deposit x count for rentals only', () => {
    const camera = {
      salePrice: 30_000,
      deliveryFee: 3_000,
      deposit: 100_000,
      purchasePrice: 890_000,
    };
    expect(linePrice(camera, { mode: 'RENT', days: 90, count: 2 })).toEqual({
      unitPrice: 90_000,
      goods: 180_000,
      deliveryFee: 3_000,
      deposit: 200_000,
      total: 383_000,
    });
    expect(linePrice(camera, { mode: 'BUY', days: 0, count: 1 })).toEqual({
      unitPrice: 890_000,
      goods: 890_000,
      deliveryFee: 3_000,
      deposit: 0,
      total: 893_000,
    });
  });
});

describe('extensions and late fees', () => {
  it('charges an extension by the day at the 30-day rent, up to 10 won, per unit', () => {
    expect(extensionPrice(tent, 10, 1)).toBe(15_000);
    expect(extensionPrice({ salePrice: 10_000 }, 10, 3)).toBe(3 * 3_340);
    expect(extensionPrice({ salePrice: 10_000 }, 180, 1)).toBe(60_000);
  });

  it("defaults the daily late fee to a day's rent up to 10 won, and the cap to 30 days of it", () => {
    expect(ceilTo10(333.4)).toBe(340);
    expect(lateFeePerDay({ salePrice: 10_000 })).toBe(340);
    expect(lateFeeCap({ salePrice: 10_000 })).toBe(10_200);
    expect(lateFeePerDay({ salePrice: 10_000, lateFeePerDay: 500 })).toBe(500);
    expect(lateFeeCap({ salePrice: 10_000, lateFeePerDay: 500, lateFeeCap: 4_000 })).toBe(4_000);
  });

  it('accrues per day past the end date and per unit, and stops at the cap', () => {
    const offer = { salePrice: 30_000, lateFeePerDay: 1_000, lateFeeCap: 10_000 };
    expect(lateFee(offer, 2, '2026-11-20', '2026-11-20')).toEqual({
      overdueDays: 0,
      amount: 0,
      cap: 20_000,
    });
    expect(lateFee(offer, 2, '2026-11-20', '2026-11-23')).toEqual({
      overdueDays: 3,
      amount: 6_000,
      cap: 20_000,
    });
    expect(lateFee(offer, 2, '2026-11-20', '2027-01-20').amount).toBe(20_000);
    expect(lateFee(offer, 1, '2026-11-20', '2026-11-01').overdueDays).toBe(0);
  });
});

describe('withdrawal and early return', () => {
  it('opens withdrawal for seven days from delivery, the day of delivery included', () => {
    expect(daysBetween('2026-11-25', '2026-12-02')).toBe(7);
    expect(canWithdraw('2026-11-25', '2026-11-25')).toBe(true);
    expect(canWithdraw('2026-11-25', '2026-12-01')).toBe(true);
    expect(canWithdraw('2026-11-25', '2026-12-02')).toBe(false);
    expect(canWithdraw('2026-11-25', '2026-11-24')).toBe(false);
  });

  it('refunds a withdrawal in full, less the return delivery for a change of mind', () => {
    expect(
      withdrawalRefund({ paid: 138_000, returnDeliveryFee: 3_000, reason: 'CHANGE_OF_MIND' }),
    ).toBe(135_000);
    expect(withdrawalRefund({ paid: 138_000, returnDeliveryFee: 3_000, reason: 'DEFECT' })).toBe(
      138_000,
    );
    expect(
      withdrawalRefund({ paid: 2_000, returnDeliveryFee: 3_000, reason: 'CHANGE_OF_MIND' }),
    ).toBe(0);
  });

  it('refunds the unused whole days of an early return at the daily rate, less 10%', () => {
    // 90 days for 120,000 won, pickup asked for with 40 days left.
    expect(
      earlyReturnRefund({
        rent: 120_000,
        periodDays: 90,
        endDate: '2027-01-04',
        requestedOn: '2026-11-25',
      }),
    ).toEqual({ unusedDays: 40, unusedRent: 53_333, fee: 5_334, refund: 47_999 });
    expect(
      earlyReturnRefund({
        rent: 120_000,
        periodDays: 90,
        endDate: '2026-11-25',
        requestedOn: '2026-11-25',
      }).refund,
    ).toBe(0);
    expect(
      earlyReturnRefund({
        rent: 5_000,
        periodDays: 10,
        endDate: '2026-12-01',
        requestedOn: '2026-11-25',
      }).refund,
    ).toBe(0);
  });
});

describe('settlement and buy-out', () => {
  it('states the return line by line: deposit back, late fee and damage deducted', () => {
    expect(settlement({ deposit: 100_000, unpaidLateFee: 6_000, damageCharge: 30_000 })).toEqual({
      lines: [
        { label: '보증금 반환', amount: 100_000 },
        { label: '미납 연체료', amount: -6_000 },
        { label: '손상·분실 배상', amount: -30_000 },
      ],
      balance: 64_000,
    });
    expect(settlement({ deposit: 0, unpaidLateFee: 0, damageCharge: 50_000 }).balance).toBe(
      -50_000,
    );
    expect(
      settlement({ deposit: 50_000, unpaidLateFee: 0, damageCharge: 0, earlyReturnRefund: 47_999 })
        .balance,
    ).toBe(97_999);
  });

  it('credits half the rent paid against the purchase price, never below 10% of it', () => {
    expect(buyoutPrice({ purchasePrice: 890_000, rentPaid: 180_000 })).toBe(800_000);
    expect(buyoutPrice({ purchasePrice: 890_000, rentPaid: 180_000, rentShare: 0.3 })).toBe(
      836_000,
    );
    expect(buyoutPrice({ purchasePrice: 100_000, rentPaid: 500_000 })).toBe(10_000);
  });
});

describe('the quote of a return asked for', () => {
  // Delivered 2026-12-01, 90 days (to 2027-03-01) for 90,000원 of rent; 3,000원 delivery.
  const rental = {
    startDate: '2026-12-01',
    endDate: '2027-03-01',
    rent: 90_000,
    paid: 93_000,
    returnDeliveryFee: 3_000,
  };

  it('is a withdrawal until the 7th day from delivery: everything back, less the return delivery for a change of mind', () => {
    const onDay7 = returnQuote({ ...rental, requestedOn: '2026-12-07', reason: 'CHANGE_OF_MIND' });
    expect(onDay7).toEqual({
      kind: 'WITHDRAWAL',
      refund: 90_000,
      withdrawalUntil: '2026-12-07',
      early: null,
    });
    expect(returnQuote({ ...rental, requestedOn: '2026-12-01', reason: 'DEFECT' }).refund).toBe(
      93_000,
    );
  });

  it('is an early return after that: the unused days’ rent less 10%', () => {
    // 2026-12-31 to 2027-03-01: 60 of 90 days unused, 60,000원, less 6,000원.
    expect(returnQuote({ ...rental, requestedOn: '2026-12-31', reason: 'CHANGE_OF_MIND' })).toEqual(
      {
        kind: 'EARLY_RETURN',
        refund: 54_000,
        withdrawalUntil: '2026-12-07',
        early: { unusedDays: 60, unusedRent: 60_000, fee: 6_000, refund: 54_000 },
      },
    );
  });

  it('gives nothing back on the last day, when late, or for a rental shorter than 30 days', () => {
    for (const requestedOn of ['2027-03-01', '2027-03-05']) {
      expect(returnQuote({ ...rental, requestedOn, reason: 'CHANGE_OF_MIND' })).toMatchObject({
        kind: 'NORMAL',
        refund: 0,
      });
    }
    const short = { ...rental, endDate: '2026-12-21', rent: 8_000, paid: 11_000 };
    expect(
      returnQuote({ ...short, requestedOn: '2026-12-10', reason: 'CHANGE_OF_MIND' }).kind,
    ).toBe('NORMAL');
  });
});

describe('extendedEndDate', () => {
  it('carries on from the end date while the rental is not late', () => {
    expect(extendedEndDate('2026-12-21', '2026-12-01', 10)).toBe('2026-12-31');
    // The end date itself is not late yet.
    expect(extendedEndDate('2026-12-21', '2026-12-21', 30)).toBe('2027-01-20');
  });

  it('carries on from today for a late rental, whose late days its late fee settles', () => {
    expect(extendedEndDate('2026-11-16', '2026-11-29', 30)).toBe('2026-12-29');
    expect(extendedEndDate('2026-12-31', '2027-01-01', 10)).toBe('2027-01-11');
  });
});
