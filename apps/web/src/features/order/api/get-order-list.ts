import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery } from '@/lib/query-options';
import { orderKeys, type OrderListQuery } from './order-keys';

export const orderListQueryKey = orderKeys.list;

export const getOrderList = (query: OrderListQuery) => apiRequest(ENDPOINTS.order.list, { query });

/** The signed-in member's orders; the previous page stays on screen while the next loads. */
export const useOrderList = (query: OrderListQuery) =>
  useQuery(listQuery(query, orderListQueryKey, getOrderList));
