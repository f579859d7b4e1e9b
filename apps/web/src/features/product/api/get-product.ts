import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordQuery } from '@/lib/query-options';
import { productKeys } from './product-keys';

export const productQueryKey = productKeys.detail;

export const getProduct = (seq: number) =>
  apiRequest(ENDPOINTS.product.detail, { params: { seq } });

/** `fresh`: read again on mount whatever the cache holds (an edit form starts from the row as it is). */
export const useProduct = (seq: number | null, options: { fresh?: boolean } = {}) =>
  useQuery({
    ...recordQuery(seq, productQueryKey, getProduct),
    ...(options.fresh ? { staleTime: 0 } : {}),
  });
