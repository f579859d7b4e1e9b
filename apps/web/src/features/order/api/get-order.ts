import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from './order-keys';

export const orderQueryKey = orderKeys.detail;

/** One order, for its member or an administrator. */
export const getOrder = (seq: number) => apiRequest(ENDPOINTS.order.detail, { params: { seq } });

export const useOrder = (seq: number | null) =>
  useQuery({
    queryKey: orderQueryKey(seq ?? 0),
    queryFn: () => getOrder(seq ?? 0),
    enabled: seq !== null,
  });
