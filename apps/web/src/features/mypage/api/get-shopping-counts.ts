import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SHOPPING_COUNTS_QUERY_KEY } from '@/lib/shopping-keys';

/**
 * The member's cart lines and wished listings, under the key the top bar reads them by: one
 * request serves both, and every cart and wish write refreshes it.
 */
export const useShoppingCounts = () =>
  useQuery({
    queryKey: SHOPPING_COUNTS_QUERY_KEY,
    queryFn: () => apiRequest(ENDPOINTS.cart.counts),
  });
