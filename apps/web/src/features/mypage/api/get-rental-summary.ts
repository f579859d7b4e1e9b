import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useRowCount } from './count-rows';

/** Under the rental root, so that every rental write (which refreshes `['rental']`) refreshes it. */
export const rentalSummaryQueryKey = ['rental', 'mypage'] as const;

/** How many rentals the member has had, and the newest of them. */
export const useRentalSummary = () =>
  useRowCount(rentalSummaryQueryKey, async (p) => {
    const { rentalList, pageInfo } = await apiRequest(ENDPOINTS.rental.list, { query: { p } });
    return { rows: rentalList, pageInfo };
  });
