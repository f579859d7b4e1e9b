import {
  CART_LINE_STATUS_LABELS,
  CART_TEXT,
  linePrice,
  pricingOffer,
  type CartLineStatus,
  type LinePrice,
  type OrderType,
  type StoredOffer,
} from '@store/contract';
import { fieldError } from '../../platform/app-error';

/** A listing as the cart prices it: its offer, its units and the product's, whether it is on sale. */
export interface CartListing extends StoredOffer {
  salePrice: number | null;
  deliveryFee: number;
  quantity: number;
  stock: number;
  onSale: boolean;
}

/** What a cart line asks for. */
export interface LineChoice {
  orderType: OrderType;
  /** Days rented; 0 for a purchase. */
  rentalPeriod: number;
  count: number;
}

export interface LineQuote {
  status: CartLineStatus;
  statusName: string;
  /** Units that can be ordered now: the listing's and the product's, whichever is fewer. */
  available: number;
  /** The price now; null when the listing no longer offers the line's mode or period. */
  price: LinePrice | null;
}

/** Units of a listing that can be ordered now. */
export const availableUnits = (listing: { quantity: number; stock: number }): number =>
  Math.max(0, Math.min(listing.quantity, listing.stock));

/** Whether the listing offers the line's mode and period now. */
function offers(listing: CartListing, choice: Pick<LineChoice, 'orderType' | 'rentalPeriod'>) {
  if (!listing.onSale || listing.salePrice === null) return false;
  return choice.orderType === 'BUY'
    ? listing.purchasePrice !== null
    : listing.rentalPeriods.includes(choice.rentalPeriod);
}

/**
 * A cart line as it stands now (architecture.md, "Rules: cart"): the listing gone, the mode or
 * period no longer offered, sold out, fewer units than asked, or orderable at today's price.
 */
export function quoteLine(listing: CartListing, choice: LineChoice): LineQuote {
  const available = availableUnits(listing);
  const status: CartLineStatus =
    !listing.onSale || listing.salePrice === null
      ? 'GONE'
      : !offers(listing, choice)
        ? 'NOT_OFFERED'
        : available === 0
          ? 'SOLD_OUT'
          : available < choice.count
            ? 'NOT_ENOUGH'
            : 'OK';
  const price =
    status === 'GONE' || status === 'NOT_OFFERED'
      ? null
      : linePrice(
          { ...pricingOffer(listing), deliveryFee: listing.deliveryFee },
          { mode: choice.orderType, days: choice.rentalPeriod, count: choice.count },
        );
  return { status, statusName: CART_LINE_STATUS_LABELS[status], available, price };
}

/**
 * Refuses a line a member asks to put in the cart (or change to) with the field that is wrong:
 * the listing, the mode, the period, or a count above what can be ordered now.
 */
export function checkLineChoice(listing: CartListing | null, choice: LineChoice): LinePrice {
  if (!listing || !listing.onSale || listing.salePrice === null) {
    throw fieldError('saleSeq', CART_TEXT.saleNotFound);
  }
  if (choice.orderType === 'BUY' && listing.purchasePrice === null) {
    throw fieldError('orderType', CART_TEXT.buyNotOffered);
  }
  if (choice.orderType === 'RENT' && listing.rentalPeriods.length === 0) {
    throw fieldError('orderType', CART_TEXT.rentNotOffered);
  }
  if (choice.orderType === 'RENT' && !listing.rentalPeriods.includes(choice.rentalPeriod)) {
    throw fieldError('rentalPeriod', CART_TEXT.periodNotOffered);
  }
  const quote = quoteLine(listing, choice);
  if (quote.available < choice.count) {
    throw fieldError('count', CART_TEXT.countOver(quote.available));
  }
  return quote.price!;
}

/** The provider's (and the payment record's) longest item name. */
const ITEM_NAME_MAX = 100;

/** The item name a payment of several lines shows at the provider: "첫 상품 외 N건". */
export const paymentItemName = (titles: readonly string[]): string => {
  const suffix = titles.length > 1 ? ` 외 ${titles.length - 1}건` : '';
  const first = titles[0] ?? '';
  const room = ITEM_NAME_MAX - suffix.length;
  return `${first.length > room ? `${first.slice(0, room - 1)}…` : first}${suffix}`;
};
