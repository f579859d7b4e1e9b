import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery } from '@/lib/query-options';
import { saleKeys, type SaleListQuery } from './sale-keys';

export const saleListQueryKey = saleKeys.list;

export const getSaleList = (query: SaleListQuery) => apiRequest(ENDPOINTS.sale.list, { query });

/** Listings by search `q`, category `c` and page `p`; the previous page stays while the next loads. */
export const useSaleList = (query: SaleListQuery) =>
  useQuery(listQuery(query, saleListQueryKey, getSaleList));
