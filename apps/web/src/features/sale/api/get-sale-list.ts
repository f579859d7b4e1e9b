import { DEFAULT_SALE_SORT, ENDPOINTS, isSaleSort, type SaleSort } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { readPositiveInt } from '@/components/list-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery } from '@/lib/query-options';
import { saleKeys, type SaleListQuery } from './sale-keys';

export const saleListQueryKey = saleKeys.list;

export const getSaleList = (query: SaleListQuery) => apiRequest(ENDPOINTS.sale.list, { query });

/** What the list page asks for, as its address names it. */
export interface SaleListAddress {
  q: string | undefined;
  c: number | undefined;
  p: number;
  sort: SaleSort | undefined;
}

/**
 * The list call an address names, as the list page and its route loader both read it: `q`, `c`,
 * `p`, and `sort` only when it names another order than the default, so the first page's call
 * stays `?p=1`, the call the server's page for /sale/list preloads.
 */
export function saleListQueryOf(params: URLSearchParams): SaleListAddress {
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() || undefined,
    c: readPositiveInt(params.get('c')),
    p: readPositiveInt(params.get('p')) ?? 1,
    sort: isSaleSort(sort) && sort !== DEFAULT_SALE_SORT ? sort : undefined,
  };
}

/**
 * Listings by search `q`, category `c`, page `p` and order `sort`; the previous page stays while
 * the next loads.
 */
export const useSaleList = (query: SaleListQuery) =>
  useQuery(listQuery(query, saleListQueryKey, getSaleList));
