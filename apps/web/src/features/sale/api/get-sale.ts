import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saleKeys } from './sale-keys';

export const saleQueryKey = saleKeys.detail;

export const getSale = (seq: number) => apiRequest(ENDPOINTS.sale.detail, { params: { seq } });

export const useSale = (seq: number | null) =>
  useQuery({
    queryKey: saleQueryKey(seq ?? 0),
    queryFn: () => getSale(seq ?? 0),
    enabled: seq !== null,
  });
