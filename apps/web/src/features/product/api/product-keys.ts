import type { ENDPOINTS, EndpointQuery } from '@store/contract';
import { entityKeys } from '@/lib/query-keys';

export type ProductListQuery = EndpointQuery<typeof ENDPOINTS.product.list>;

/**
 * Query keys of the product calls. The sale form's product choice (`['product', 'formSelect', …]`)
 * sits under the same root, so every product write refreshes it too.
 */
export const productKeys = {
  ...entityKeys<ProductListQuery>('product'),
  stockHistories: () => [...productKeys.all, 'stock-history'] as const,
  stockHistory: (seq: number, page: number) =>
    [...productKeys.stockHistories(), seq, page] as const,
};

/** Sale details show the product's stock and name: a product write changes what they show. */
export const SALE_QUERY_ROOT = ['sale'] as const;
