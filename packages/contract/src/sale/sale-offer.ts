import { z } from 'zod';
import { optionalFormInt } from '../common/form';
import { RENTAL_PERIODS } from './sale.constants';
import {
  PRICE_BASE_DAYS,
  lateFeeCap,
  lateFeePerDay,
  periodPrice,
  type RentalOffer,
} from '../rental/rental.pricing';

/**
 * A listing's offer (architecture.md, "Rules: rental money"): `salePrice` is the rent for 30 days;
 * the listing offers some of the rental periods, each at its own price or 30 days' rent pro rata,
 * may also be bought outright, and sets a deposit and a late fee with its cap.
 */

export const OFFER_TEXT = {
  unknownPeriod: '알 수 없는 대여 기간입니다.',
  nothingOffered: '대여 기간을 고르거나 구매가를 입력해주세요.',
  priceNegative: '금액은 0원 이상이어야 합니다.',
  priceNotWhole: '금액은 원 단위 정수로 입력해주세요.',
  capBelowDailyFee: '연체료 상한은 하루 연체료 이상이어야 합니다.',
  rentOnly: '대여 전용',
  buyOnly: '구매 전용',
} as const;

/** Periods whose price may differ from 30 days' rent pro rata (30 days is `salePrice` itself). */
export const PRICED_PERIODS = RENTAL_PERIODS.filter((days) => days !== PRICE_BASE_DAYS);
export type PricedPeriod = (typeof PRICED_PERIODS)[number];

/** The multipart field of a period's own price: `rentalPrice90`, `rentalPrice180`, … */
export const rentalPriceField = (days: PricedPeriod) => `rentalPrice${days}` as const;

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

/** What a listing stores of its offer (the database's columns, the admin detail's fields). */
export interface StoredOffer {
  rentalPeriods: number[];
  /** Days -> won, only the periods given their own price. */
  rentalPrices: Record<string, number>;
  purchasePrice: number | null;
  deposit: number;
  lateFeePerDay: number | null;
  lateFeeCap: number | null;
}

/** A new listing whose form carries no offer: every period, 30 days' rent pro rata, defaults. */
export const DEFAULT_OFFER: StoredOffer = {
  rentalPeriods: [...RENTAL_PERIODS],
  rentalPrices: {},
  purchasePrice: null,
  deposit: 0,
  lateFeePerDay: null,
  lateFeeCap: null,
};

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

/** The pricing functions' view of a listing. */
export const pricingOffer = (sale: { salePrice: number | null } & StoredOffer): RentalOffer => ({
  salePrice: sale.salePrice ?? 0,
  rentalPrices: Object.fromEntries(
    Object.entries(sale.rentalPrices).map(([days, price]) => [Number(days), price]),
  ),
  purchasePrice: sale.purchasePrice,
  deposit: sale.deposit,
  lateFeePerDay: sale.lateFeePerDay,
  lateFeeCap: sale.lateFeeCap,
});

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
});
export type OfferTerms = z.infer<typeof offerTermsSchema>;

/** The resolved terms of a listing's stored offer. */
export function offerTerms(sale: { salePrice: number | null } & StoredOffer): OfferTerms {
  const offer = pricingOffer(sale);
  return {
    rentalPrices: sale.rentalPeriods.map((days) => ({ days, price: periodPrice(offer, days) })),
    purchasePrice: sale.purchasePrice,
    deposit: sale.deposit,
    lateFeePerDay: lateFeePerDay(offer),
    lateFeeCap: lateFeeCap(offer),
  };
}

export const ORDER_TYPES = ['RENT', 'BUY'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

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
