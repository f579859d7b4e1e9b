import { ENDPOINTS } from '@store/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys, type OrderListQuery } from './order-keys';

export const orderListQueryKey = orderKeys.list;

export const getOrderList = (query: OrderListQuery) => apiRequest(ENDPOINTS.order.list, { query });

/** The signed-in member's orders; the previous page stays on screen while the next loads. */
export const useOrderList = (query: OrderListQuery) =>
  useQuery({
    queryKey: orderListQueryKey(query),
    queryFn: () => getOrderList(query),
    placeholderData: keepPreviousData,
  });
