import { CART_QUERY_ROOT, SHOPPING_COUNTS_QUERY_KEY } from '@/lib/shopping-keys';

/** Query keys of the cart's reads, under the shopping replies' cart root. */
export const cartKeys = {
  all: CART_QUERY_ROOT,
  lines: () => [...CART_QUERY_ROOT, 'lines'] as const,
};

/** What a change of the cart makes stale: the cart, and the top bar's counts. */
export const CART_CHANGED = [CART_QUERY_ROOT, SHOPPING_COUNTS_QUERY_KEY] as const;
