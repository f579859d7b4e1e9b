/**
 * Query keys of the member's shopping replies. The top bar, the hearts, the cart and the wish list
 * are different screens of one state: a write invalidates what it changes by these prefixes.
 */

/** The top bar's counts of cart lines and wished listings (`GET /api/cart/counts`). */
export const SHOPPING_COUNTS_QUERY_KEY = ['shopping', 'counts'] as const;

/** Every cart reply (the cart page's keys sit under it). */
export const CART_QUERY_ROOT = ['cart'] as const;

/** Every wish list reply: the wished listings' numbers (the hearts) and the list. */
export const WISH_QUERY_ROOT = ['wish'] as const;
export const WISHED_SALE_SEQS_QUERY_KEY = [...WISH_QUERY_ROOT, 'saleSeqs'] as const;
