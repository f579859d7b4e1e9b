import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordQuery } from '@/lib/query-options';
import { orderKeys } from './order-keys';

export const receiveInfoQueryKey = orderKeys.receive;

/** What the receipt screen shows of an order: product, state and order date. */
export const getReceiveInfo = (orderManageSeq: number) =>
  apiRequest(ENDPOINTS.order.receiveInfo, { query: { orderManageSeq } });

export const useReceiveInfo = (orderManageSeq: number | null) =>
  useQuery(recordQuery(orderManageSeq, receiveInfoQueryKey, getReceiveInfo));
