import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productKeys } from './product-keys';

export const productQueryKey = productKeys.detail;

export const getProduct = (seq: number) =>
  apiRequest(ENDPOINTS.product.detail, { params: { seq } });

export const useProduct = (seq: number | null) =>
  useQuery({
    queryKey: productQueryKey(seq ?? 0),
    queryFn: () => getProduct(seq ?? 0),
    enabled: seq !== null,
  });
