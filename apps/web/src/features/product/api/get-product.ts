import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productKeys } from './product-keys';

export const productQueryKey = productKeys.detail;

export const getProduct = (seq: number) =>
  apiRequest(ENDPOINTS.product.detail, { params: { seq } });

/** `fresh`: read again on mount whatever the cache holds (an edit form starts from the row as it is). */
export const useProduct = (seq: number | null, options: { fresh?: boolean } = {}) =>
  useQuery({
    queryKey: productQueryKey(seq ?? 0),
    queryFn: () => getProduct(seq ?? 0),
    enabled: seq !== null,
    ...(options.fresh ? { staleTime: 0 } : {}),
  });
