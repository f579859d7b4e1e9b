import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery } from '@/lib/query-options';
import { orderKeys, type AdminOrderListQuery } from './order-keys';

export const adminOrderListQueryKey = orderKeys.adminList;

/** Every member's orders; `state` (comma-separated codes) keeps those in these states. */
export const getAdminOrderList = (query: AdminOrderListQuery) =>
  apiRequest(ENDPOINTS.order.adminList, { query });

/** A page of every member's orders, by page `p`, search `q` and states `state`. */
export const useAdminOrderList = (query: AdminOrderListQuery) =>
  useQuery(listQuery(query, adminOrderListQueryKey, getAdminOrderList));
