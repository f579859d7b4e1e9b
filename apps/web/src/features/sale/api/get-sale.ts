import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordQuery } from '@/lib/query-options';
import { saleKeys } from './sale-keys';

export const saleQueryKey = saleKeys.detail;

export const getSale = (seq: number) => apiRequest(ENDPOINTS.sale.detail, { params: { seq } });

/** `fresh`: read again on mount whatever the cache holds (an edit form starts from the row as it is). */
export const useSale = (seq: number | null, options: { fresh?: boolean } = {}) =>
  useQuery({
    ...recordQuery(seq, saleQueryKey, getSale),
    ...(options.fresh ? { staleTime: 0 } : {}),
  });
