import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SAMPLE_OFFER, SAMPLE_OFFER_SETTINGS, SAMPLE_SALE_PRICE } from '../testing/sale-offer';
import { OFFER_TEXT, checkOffer, offerFormShape, offerTerms, storedOffer } from './sale-offer';

/** The offer fields as the listing form checks them (salePrice is the listing's own field). */
const offerForm = z
  .object({ salePrice: z.coerce.number().int(), ...offerFormShape })
  .superRefine(checkOffer);

function fieldErrors(value: Record<string, unknown>): Record<string, string[]> {
  const result = offerForm.safeParse(value);
  if (result.success) return {};
  return z.flattenError(result.error).fieldErrors as Record<string, string[]>;
}

describe('the offer fields of the listing form', () => {
  it('reads blanks as "not set" and the periods as numbers', () => {
    const form = offerForm.parse({
      salePrice: '30000',
      rentalPeriods: ['30', '90'],
      rentalPrice90: '81000',
      rentalPrice180: '',
      purchasePrice: '',
      deposit: '100000',
      lateFeePerDay: '',
      lateFeeCap: '',
    });
    expect(storedOffer(form)).toEqual({
      rentalPeriods: [30, 90],
      rentalPrices: { 90: 81_000 },
      purchasePrice: null,
      deposit: 100_000,
      lateFeePerDay: null,
      lateFeeCap: null,
    });
  });

  it('keeps a price only for a period that is offered', () => {
    const form = offerForm.parse({
      salePrice: 30000,
      rentalPeriods: '30',
      rentalPrice360: '300000',
    });
    expect(storedOffer(form)?.rentalPrices).toEqual({});
  });

  it('refuses an unknown period, a negative price and a cap below the daily fee, in Korean', () => {
    expect(fieldErrors({ salePrice: 30000, rentalPeriods: ['30', '45'] }).rentalPeriods).toEqual([
      OFFER_TEXT.unknownPeriod,
    ]);
    expect(fieldErrors({ salePrice: 30000, rentalPeriods: '30', deposit: '-1' }).deposit).toEqual([
      OFFER_TEXT.priceNegative,
    ]);
    // One day's rent of 30,000 won a month is 1,000 won: a cap of 900 is below it.
    expect(fieldErrors({ salePrice: 30000, rentalPeriods: '30', lateFeeCap: '900' })).toEqual({
      lateFeeCap: [OFFER_TEXT.capBelowDailyFee],
    });
    expect(
      fieldErrors({
        salePrice: 30000,
        rentalPeriods: '30',
        lateFeePerDay: '2000',
        lateFeeCap: '1500',
      }),
    ).toEqual({ lateFeeCap: [OFFER_TEXT.capBelowDailyFee] });
    expect(fieldErrors({ salePrice: 30000, rentalPeriods: '30', lateFeeCap: '1000' })).toEqual({});
  });

  it('needs a period or a purchase price, and takes a buy-only listing', () => {
    expect(fieldErrors({ salePrice: 0, rentalPeriods: '' }).rentalPeriods).toEqual([
      OFFER_TEXT.nothingOffered,
    ]);
    const buyOnly = offerForm.parse({ salePrice: 0, rentalPeriods: '', purchasePrice: '890000' });
    expect(storedOffer(buyOnly)).toMatchObject({ rentalPeriods: [], purchasePrice: 890_000 });
  });
});

describe('a form without the offer (the specification client)', () => {
  it('carries no offer, so nothing about it is checked or changed', () => {
    const form = offerForm.parse({ salePrice: 30000, lateFeeCap: '1' });
    expect(form.rentalPeriods).toBeUndefined();
    expect(storedOffer(form)).toBeNull();
  });
});

describe('offerTerms', () => {
  it('resolves each period to its own price or 30 days pro rata, and the default late fee', () => {
    expect(offerTerms({ salePrice: SAMPLE_SALE_PRICE, ...SAMPLE_OFFER_SETTINGS })).toEqual(
      SAMPLE_OFFER,
    );
  });

  it('uses the listing own late fee and cap when it sets them', () => {
    const terms = offerTerms({
      salePrice: 45_000,
      rentalPeriods: [30],
      rentalPrices: {},
      purchasePrice: null,
      deposit: 0,
      lateFeePerDay: 3_000,
      lateFeeCap: 60_000,
    });
    expect(terms).toMatchObject({ lateFeePerDay: 3_000, lateFeeCap: 60_000, purchasePrice: null });
  });
});
