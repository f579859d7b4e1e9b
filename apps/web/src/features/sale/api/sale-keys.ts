import type { ENDPOINTS, EndpointQuery } from '@store/contract';
import { entityKeys } from '@/lib/query-keys';

export type SaleListQuery = EndpointQuery<typeof ENDPOINTS.sale.list>;

/**
 * Query keys of the listing calls. The home grid's pages (`['sale', 'list', 'infinite', …]`) sit
 * under the same lists key, so every listing write refreshes them too.
 */
export const saleKeys = entityKeys<SaleListQuery>('sale');

/**
 * Product replies that a listing write changes (a product's state follows its listings); the
 * product choice of the sale form (`productOptionsQueryKey`) sits under this root too.
 */
export const PRODUCT_QUERY_ROOT = ['product'] as const;
