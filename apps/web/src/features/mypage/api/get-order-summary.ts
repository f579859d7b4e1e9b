import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useRowCount } from './count-rows';

/** Under the order root, so that every order write (which refreshes `['order']`) refreshes it. */
export const orderSummaryQueryKey = ['order', 'mypage'] as const;

/** How many orders the member has made, and the newest of them. */
export const useOrderSummary = () =>
  useRowCount(orderSummaryQueryKey, async (p) => {
    const { orderList, pageInfo } = await apiRequest(ENDPOINTS.order.list, { query: { p } });
    return { rows: orderList, pageInfo };
  });
