/** The month's price of the sample listing that SAMPLE_OFFER_SETTINGS are the offer of. */
export const SAMPLE_SALE_PRICE = 30_000;

/**
 * A sample listing's offer as stored: 90 days at its own price, 180 pro rata, a deposit, buyable,
 * the default late fee. For the contract's and the server's tests.
 */
export const SAMPLE_OFFER_SETTINGS = {
  rentalPeriods: [30, 90, 180],
  rentalPrices: { 90: 81_000 },
  purchasePrice: 500_000,
  deposit: 50_000,
  lateFeePerDay: null,
  lateFeeCap: null,
};

/** The offer a buyer is shown for SAMPLE_OFFER_SETTINGS at SAMPLE_SALE_PRICE. */
export const SAMPLE_OFFER = {
  rentalPrices: [
    { days: 30, price: 30_000 },
    { days: 90, price: 81_000 },
    { days: 180, price: 180_000 },
  ],
  purchasePrice: 500_000,
  deposit: 50_000,
  lateFeePerDay: 1_000,
  lateFeeCap: 30_000,
};
