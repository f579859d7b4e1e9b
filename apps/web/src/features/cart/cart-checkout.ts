import type { DeliveryDetails } from '@/components/checkout';

/** The lines chosen on the cart for the checkout, kept for this tab (a reload keeps them). */
const SELECTION_KEY = 'cartSelection';
/**
 * The cart payment under way while the member is at the provider. Kept in this tab's session
 * storage and in local storage (the provider may bring the member back in another tab); apart from
 * the single order's `kakaoPayOrder`.
 */
const CHECKOUT_KEY = 'cartCheckout';

export interface PendingCartCheckout {
  tid: string;
  cartSeqs: number[];
  delivery: DeliveryDetails;
  totalAmount: number;
}

const isSeqList = (value: unknown): value is number[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((seq) => typeof seq === 'number' && Number.isInteger(seq) && seq > 0);

/** Reading a storage that may be unavailable (privacy modes, storage disabled): then nothing. */
function read(storage: () => Storage, key: string): unknown {
  try {
    const stored = storage().getItem(key);
    return stored === null ? null : (JSON.parse(stored) as unknown);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: unknown): boolean {
  try {
    storage().setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

function remove(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

const session = () => sessionStorage;
const local = () => localStorage;

/** The cart lines of `state` (the router's, from the cart's 주문하기), or null. */
export function selectionOf(state: unknown): number[] | null {
  const cartSeqs = (state as { cartSeqs?: unknown } | null)?.cartSeqs;
  return isSeqList(cartSeqs) ? cartSeqs : null;
}

export const storeCartSelection = (cartSeqs: number[]): void => {
  write(session, SELECTION_KEY, { cartSeqs });
};

export const readCartSelection = (): number[] | null => selectionOf(read(session, SELECTION_KEY));

export const clearCartSelection = (): void => remove(session, SELECTION_KEY);

/** Throws when neither storage keeps it: the payment must not start without its record. */
export function storePendingCheckout(checkout: PendingCartCheckout): void {
  const kept = [write(session, CHECKOUT_KEY, checkout), write(local, CHECKOUT_KEY, checkout)];
  if (!kept.some(Boolean)) throw new Error('the cart checkout could not be kept');
}

function checkoutOf(value: unknown): PendingCartCheckout | null {
  if (typeof value !== 'object' || value === null) return null;
  const { tid, cartSeqs, delivery, totalAmount } = value as Partial<
    Record<keyof PendingCartCheckout, unknown>
  >;
  const valid =
    typeof tid === 'string' &&
    tid !== '' &&
    isSeqList(cartSeqs) &&
    typeof delivery === 'object' &&
    delivery !== null &&
    typeof totalAmount === 'number';
  return valid ? (value as PendingCartCheckout) : null;
}

/** The checkout under way: this tab's first, else the one kept across tabs. */
export const readPendingCheckout = (): PendingCartCheckout | null =>
  checkoutOf(read(session, CHECKOUT_KEY)) ?? checkoutOf(read(local, CHECKOUT_KEY));

export function clearPendingCheckout(): void {
  remove(session, CHECKOUT_KEY);
  remove(local, CHECKOUT_KEY);
}

/**
 * The orders are made: the checkout is no longer kept across tabs, only in this one, so a reload
 * of the result page asks for the same orders again (the server answers them once more).
 */
export function settlePendingCheckout(): void {
  remove(local, CHECKOUT_KEY);
  clearCartSelection();
}
