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
export type PricedPeriod = Exclude<(typeof RENTAL_PERIODS)[number], typeof PRICE_BASE_DAYS>;
export const PRICED_PERIODS = RENTAL_PERIODS.filter(
  (days): days is PricedPeriod => days !== PRICE_BASE_DAYS,
);

/** The multipart field of a period's own price: `rentalPrice90`, `rentalPrice180`, … */
export const rentalPriceField = (days: PricedPeriod) => `rentalPrice${days}` as const;

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

/** The offer as shoppers see it: every amount resolved, so a screen shows what the order costs. */
export interface OfferTerms {
  /** The periods offered with the rent of one unit for each, shortest first. */
  rentalPrices: { days: number; price: number }[];
  purchasePrice: number | null;
  /** Per unit, refunded at return less what the settlement deducts. */
  deposit: number;
  lateFeePerDay: number;
  lateFeeCap: number;
}

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
