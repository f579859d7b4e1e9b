import {
  DEFAULT_RENTAL_PERIOD,
  linePrice,
  type LinePrice,
  type OfferTerms,
  type OrderType,
  type RentalOffer,
} from '@store/contract';

/**
 * A listing's offer as the screens use it (architecture.md, "Rules: rental money"). Every amount
 * comes from the contract's pricing functions, so a screen shows exactly what the server charges.
 */

/** What the screens need of a listing to price an order. */
export interface PricedListing {
  salePrice: number | null;
  deliveryFee: number;
  offer: OfferTerms;
}

/** The pricing functions' view of a listing's resolved offer. */
export const pricingOfListing = (sale: PricedListing): RentalOffer & { deliveryFee: number } => ({
  salePrice: sale.salePrice ?? 0,
  rentalPrices: Object.fromEntries(sale.offer.rentalPrices.map(({ days, price }) => [days, price])),
  purchasePrice: sale.offer.purchasePrice,
  deposit: sale.offer.deposit,
  lateFeePerDay: sale.offer.lateFeePerDay,
  lateFeeCap: sale.offer.lateFeeCap,
  deliveryFee: sale.deliveryFee,
});

export const offeredPeriods = (offer: OfferTerms): number[] =>
  offer.rentalPrices.map(({ days }) => days);

export const isRentable = (offer: OfferTerms): boolean => offer.rentalPrices.length > 0;
export const isBuyable = (offer: OfferTerms): boolean => offer.purchasePrice !== null;

/** The ways the listing can be ordered, renting first. */
export const orderTypesOf = (offer: OfferTerms): OrderType[] => [
  ...(isRentable(offer) ? (['RENT'] as const) : []),
  ...(isBuyable(offer) ? (['BUY'] as const) : []),
];

/** The period to show chosen: the asked one when offered, else 30 days, else the shortest offered. */
export function offeredPeriodOf(offer: OfferTerms, asked: number | null): number {
  const periods = offeredPeriods(offer);
  if (asked !== null && periods.includes(asked)) return asked;
  if (periods.includes(DEFAULT_RENTAL_PERIOD)) return DEFAULT_RENTAL_PERIOD;
  return periods[0] ?? DEFAULT_RENTAL_PERIOD;
}

export interface OrderChoice {
  orderType: OrderType;
  /** Days rented (ignored for a purchase). */
  period: number;
  count: number;
}

/** What an order of `count` units costs: unit price, goods, delivery fee, deposit and total. */
export const priceOfChoice = (sale: PricedListing, choice: OrderChoice): LinePrice =>
  linePrice(pricingOfListing(sale), {
    mode: choice.orderType,
    days: choice.orderType === 'RENT' ? choice.period : 0,
    count: choice.count,
  });

export const ORDER_TYPE_NAMES: Readonly<Record<OrderType, string>> = {
  RENT: '대여',
  BUY: '구매',
};
