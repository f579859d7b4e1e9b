import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { countRows } from './count-rows';

/** Under the rental root, so that every rental write (which refreshes `['rental']`) refreshes it. */
export const rentalSummaryQueryKey = ['rental', 'mypage'] as const;

const getRentalPage = async (p: number) => {
  const page = await apiRequest(ENDPOINTS.rental.list, { query: { p } });
  return { rows: page.rentalList, pageInfo: page.pageInfo };
};

/** How many rentals the member has had, and the newest of them. */
export const useRentalSummary = () =>
  useQuery({ queryKey: rentalSummaryQueryKey, queryFn: () => countRows(getRentalPage) });
