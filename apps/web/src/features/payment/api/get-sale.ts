import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordQuery } from '@/lib/query-options';
import { paymentKeys } from './payment-keys';

export const saleQueryKey = paymentKeys.sale;

export const getSale = (seq: number) => apiRequest(ENDPOINTS.sale.detail, { params: { seq } });

/** The listing being ordered, read fresh: price and units left decide what may be paid. */
export const useSale = (seq: number | null) =>
  useQuery({
    ...recordQuery(seq, saleQueryKey, getSale),
    staleTime: 0,
  });
