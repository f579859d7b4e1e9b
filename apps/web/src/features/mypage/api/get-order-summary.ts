import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { countRows } from './count-rows';

/** Under the order root, so that every order write (which refreshes `['order']`) refreshes it. */
export const orderSummaryQueryKey = ['order', 'mypage'] as const;

const getOrderPage = async (p: number) => {
  const page = await apiRequest(ENDPOINTS.order.list, { query: { p } });
  return { rows: page.orderList, pageInfo: page.pageInfo };
};

/** How many orders the member has made, and the newest of them. */
export const useOrderSummary = () =>
  useQuery({ queryKey: orderSummaryQueryKey, queryFn: () => countRows(getOrderPage) });
