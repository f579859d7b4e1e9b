import { CART_LINE_STATUS_LABELS, type CartChoice, type CartLine } from '@store/contract';
import { CART_SCREEN_TEXT } from './cart-text';

/** A way a line can be ordered: rented for one of the offered periods, or bought. */
export interface LineChoice {
  /** `RENT:90` or `BUY`: the select's value. */
  value: string;
  label: string;
  orderType: CartChoice['orderType'];
  rentalPeriod?: number;
}

const rentChoice = (days: number): LineChoice => ({
  value: `RENT:${days}`,
  label: CART_SCREEN_TEXT.rental(days),
  orderType: 'RENT',
  rentalPeriod: days,
});

const BUY_CHOICE: LineChoice = {
  value: 'BUY',
  label: CART_SCREEN_TEXT.purchase,
  orderType: 'BUY',
};

/** What the line is now: '대여 90일' or '구매'. */
export const currentChoiceOf = (line: Pick<CartLine, 'orderType' | 'rentalPeriod'>): LineChoice =>
  line.orderType === 'BUY' ? BUY_CHOICE : rentChoice(line.rentalPeriod);

/** The ways the listing offers now, renting first. */
export const offeredChoicesOf = (line: CartLine): LineChoice[] => [
  ...line.rentalPeriods.map(rentChoice),
  ...(line.purchasable ? [BUY_CHOICE] : []),
];

/** The line's choice as the change call takes it. */
export const cartChoiceOf = (choice: LineChoice, count: number): CartChoice => ({
  orderType: choice.orderType,
  ...(choice.orderType === 'RENT' ? { rentalPeriod: choice.rentalPeriod } : {}),
  count,
});

export const isOrderable = (line: CartLine): boolean => line.status === 'OK';

/** The unit price moved since the line was put in the cart. */
export const hasPriceChanged = (line: CartLine): boolean =>
  line.unitPrice !== null && line.unitPrice !== line.addedUnitPrice;

/** Why the line cannot be ordered as it is, as its badge reads; null when it can. */
export function statusLabelOf(line: CartLine): string | null {
  if (line.status === 'OK') return null;
  if (line.status === 'NOT_ENOUGH') return CART_SCREEN_TEXT.notEnough(line.available);
  return CART_LINE_STATUS_LABELS[line.status];
}

/** What to do about it, when the member can. */
export function statusHintOf(line: CartLine): string | null {
  if (line.status === 'NOT_ENOUGH' && line.available > 0)
    return CART_SCREEN_TEXT.notEnoughHint(line.available);
  if (line.status === 'NOT_OFFERED' && offeredChoicesOf(line).length > 0)
    return CART_SCREEN_TEXT.notOfferedHint;
  return null;
}
