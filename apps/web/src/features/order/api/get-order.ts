import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordQuery } from '@/lib/query-options';
import { orderKeys } from './order-keys';

export const orderQueryKey = orderKeys.detail;

/** One order, for its member or an administrator. */
export const getOrder = (seq: number) => apiRequest(ENDPOINTS.order.detail, { params: { seq } });

export const useOrder = (seq: number | null) => useQuery(recordQuery(seq, orderQueryKey, getOrder));
