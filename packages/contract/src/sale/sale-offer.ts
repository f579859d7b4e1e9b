import { z } from 'zod';
import { optionalFormInt } from '../common/form';
import { lateFeePerDay } from '../rental/rental.pricing';
import { RENTAL_PERIODS } from './sale.constants';
import {
  OFFER_TEXT,
  ORDER_TYPES,
  PRICED_PERIODS,
  rentalPriceField,
  type OfferTerms,
  type OrderType,
  type StoredOffer,
} from './sale-offer.constants';

// The offer's texts, types and pure functions live apart (sale-offer.constants.ts), so a screen
// can use them without loading Zod; they are exported here as well.
export * from './sale-offer.constants';

// The listing form's and the order's schemas of the offer.

const money = (max: number) =>
  optionalFormInt({ max, minText: OFFER_TEXT.priceNegative, notWhole: OFFER_TEXT.priceNotWhole });

/**
 * The offered periods, a repeated field. Absent, the request carries no offer at all (the
 * specification's own client): a new listing offers every period and an edit keeps the offer. A
 * lone blank value is "no period" (a buy-only listing).
 */
const periodList = z.preprocess(
  (value) =>
    value === undefined || value === null
      ? undefined
      : (Array.isArray(value) ? value : [value]).filter((item) => item !== ''),
  z
    .array(z.coerce.number())
    .refine(
      (periods) => periods.every((days) => (RENTAL_PERIODS as readonly number[]).includes(days)),
      OFFER_TEXT.unknownPeriod,
    )
    .max(RENTAL_PERIODS.length)
    .optional(),
);

/**
 * The offer's fields of the listing form (multipart strings). A blank price means "not set":
 * pro rata for a period, not buyable for the purchase price, none for the deposit, the default for
 * the late fee and its cap. Part of the listing form (sale.schemas.ts).
 */
export const offerFormShape = {
  /** The periods offered (repeated field); none with a purchase price makes a buy-only listing. */
  rentalPeriods: periodList,
  rentalPrice90: money(1_000_000_000),
  rentalPrice180: money(1_000_000_000),
  rentalPrice360: money(1_000_000_000),
  purchasePrice: money(1_000_000_000),
  deposit: money(100_000_000),
  lateFeePerDay: money(10_000_000),
  lateFeeCap: money(1_000_000_000),
};

type OfferFormFields = {
  salePrice?: number;
  rentalPeriods?: number[];
  purchasePrice?: number;
  lateFeePerDay?: number;
  lateFeeCap?: number;
};

/** The rules across the offer's fields, reported on the field a person would fix. */
export function checkOffer(form: OfferFormFields, context: z.RefinementCtx): void {
  if (form.rentalPeriods === undefined) return;
  if (form.rentalPeriods.length === 0 && form.purchasePrice === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['rentalPeriods'],
      message: OFFER_TEXT.nothingOffered,
    });
  }
  if (form.lateFeeCap !== undefined) {
    const daily = lateFeePerDay({
      salePrice: form.salePrice ?? 0,
      lateFeePerDay: form.lateFeePerDay,
    });
    if (form.lateFeeCap < daily) {
      context.addIssue({
        code: 'custom',
        path: ['lateFeeCap'],
        message: OFFER_TEXT.capBelowDailyFee,
      });
    }
  }
}

/** The stored offer of a parsed listing form, or null when the form carries none. */
export function storedOffer(form: {
  rentalPeriods?: number[];
  rentalPrice90?: number;
  rentalPrice180?: number;
  rentalPrice360?: number;
  purchasePrice?: number;
  deposit?: number;
  lateFeePerDay?: number;
  lateFeeCap?: number;
}): StoredOffer | null {
  if (form.rentalPeriods === undefined) return null;
  const rentalPeriods = [...new Set(form.rentalPeriods)].sort((a, b) => a - b);
  const rentalPrices: Record<string, number> = {};
  for (const days of PRICED_PERIODS) {
    const price = form[rentalPriceField(days)];
    if (price !== undefined && rentalPeriods.includes(days)) rentalPrices[days] = price;
  }
  return {
    rentalPeriods,
    rentalPrices,
    purchasePrice: form.purchasePrice ?? null,
    deposit: form.deposit ?? 0,
    lateFeePerDay: form.lateFeePerDay ?? null,
    lateFeeCap: form.lateFeeCap ?? null,
  };
}

export const storedOfferSchema = z.object({
  rentalPeriods: z.array(z.number().int()),
  rentalPrices: z.record(z.string(), z.number().int()),
  purchasePrice: z.number().int().nullable(),
  deposit: z.number().int(),
  lateFeePerDay: z.number().int().nullable(),
  lateFeeCap: z.number().int().nullable(),
}) satisfies z.ZodType<StoredOffer>;

export const periodPriceSchema = z.object({ days: z.number().int(), price: z.number().int() });

/** The offer as shoppers see it: every amount resolved, so a screen shows what the order costs. */
export const offerTermsSchema = z.object({
  /** The periods offered with the rent of one unit for each, shortest first. */
  rentalPrices: z.array(periodPriceSchema),
  purchasePrice: z.number().int().nullable(),
  /** Per unit, refunded at return less what the settlement deducts. */
  deposit: z.number().int(),
  lateFeePerDay: z.number().int(),
  lateFeeCap: z.number().int(),
}) satisfies z.ZodType<OfferTerms>;

/** How a listing is ordered: rented (the specification's only kind, so the default) or bought. */
export const orderTypeSchema = z
  .enum(ORDER_TYPES, { error: '대여 또는 구매를 선택해주세요.' })
  .default('RENT');

const PERIOD_REQUIRED = '대여 기간을 선택해주세요.';

/** One of the store's rental periods (whether the listing offers it is the server's to check). */
export const rentalPeriodSchema = z.coerce
  .number({ error: PERIOD_REQUIRED })
  .refine((value) => (RENTAL_PERIODS as readonly number[]).includes(value), PERIOD_REQUIRED);

/** A rental names its period; a purchase has none. */
export function requirePeriodForRent(
  body: { orderType: OrderType; rentalPeriod?: number },
  context: z.RefinementCtx,
): void {
  if (body.orderType === 'RENT' && body.rentalPeriod === undefined) {
    context.addIssue({ code: 'custom', path: ['rentalPeriod'], message: PERIOD_REQUIRED });
  }
}
