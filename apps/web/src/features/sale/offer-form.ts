import {
  DEFAULT_OFFER,
  lateFeeCap,
  lateFeePerDay,
  periodPrice,
  PRICED_PERIODS,
  RENTAL_PERIODS,
  rentalPriceField,
  type PricedPeriod,
  type SaleDetail,
  type StoredOffer,
} from '@store/contract';

/** The offer's fields of the listing form, as the fields hold them (blank: not set). */
export interface OfferValues {
  /** The offered periods' days, as the checkboxes' values. */
  rentalPeriods: string[];
  rentalPrice90: string;
  rentalPrice180: string;
  rentalPrice360: string;
  purchasePrice: string;
  deposit: string;
  lateFeePerDay: string;
  lateFeeCap: string;
}

export type RentalPriceName = Extract<keyof OfferValues, `rentalPrice${number}`>;

/** The field of a period's own price (`PRICED_PERIODS` is typed with 30 days among them). */
export const rentalPriceName = (days: PricedPeriod): RentalPriceName =>
  rentalPriceField(days) as RentalPriceName;

const textOf = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : String(amount);

/** The form's values of a stored offer. */
export function offerValuesOf(offer: StoredOffer): OfferValues {
  return {
    rentalPeriods: offer.rentalPeriods.map(String),
    rentalPrice90: textOf(offer.rentalPrices['90']),
    rentalPrice180: textOf(offer.rentalPrices['180']),
    rentalPrice360: textOf(offer.rentalPrices['360']),
    purchasePrice: textOf(offer.purchasePrice),
    deposit: offer.deposit > 0 ? String(offer.deposit) : '',
    lateFeePerDay: textOf(offer.lateFeePerDay),
    lateFeeCap: textOf(offer.lateFeeCap),
  };
}

/**
 * The offer of a listing as set. Administrators get it with the listing; without it, it is read
 * back from the resolved terms: an amount equal to what a blank field gives stays blank.
 */
export function storedOfferOf(sale: SaleDetail): StoredOffer {
  if (sale.offerSettings) return sale.offerSettings;
  const base = { salePrice: sale.salePrice ?? 0 };
  const { offer } = sale;
  const rentalPrices: Record<string, number> = {};
  for (const { days, price } of offer.rentalPrices) {
    if (price !== periodPrice(base, days)) rentalPrices[String(days)] = price;
  }
  const defaultFee = lateFeePerDay(base);
  const fee = offer.lateFeePerDay === defaultFee ? null : offer.lateFeePerDay;
  const cap =
    offer.lateFeeCap === lateFeeCap({ ...base, lateFeePerDay: offer.lateFeePerDay })
      ? null
      : offer.lateFeeCap;
  return {
    rentalPeriods: offer.rentalPrices.map(({ days }) => days),
    rentalPrices,
    purchasePrice: offer.purchasePrice,
    deposit: offer.deposit,
    lateFeePerDay: fee,
    lateFeeCap: cap,
  };
}

/** A new listing's offer: every period, prices pro rata, no purchase, no deposit, default fees. */
export const NEW_OFFER_VALUES: OfferValues = offerValuesOf(DEFAULT_OFFER);

/** A typed amount in won, or undefined while the field is blank or not a whole number. */
export function typedAmount(text: string): number | undefined {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed !== '' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * The offer's multipart fields: the periods in order, or a lone blank for none (a buy-only
 * listing; no field at all would keep the stored offer), and the prices as typed.
 */
export function offerBody(values: OfferValues): Record<string, string | readonly string[]> {
  const periods = RENTAL_PERIODS.map(String).filter((days) => values.rentalPeriods.includes(days));
  const prices = Object.fromEntries(
    PRICED_PERIODS.map((days) => {
      const name = rentalPriceName(days);
      return [name, periods.includes(String(days)) ? values[name] : ''];
    }),
  );
  return {
    rentalPeriods: periods.length > 0 ? periods : [''],
    ...prices,
    purchasePrice: values.purchasePrice,
    deposit: values.deposit,
    lateFeePerDay: values.lateFeePerDay,
    lateFeeCap: values.lateFeeCap,
  };
}
