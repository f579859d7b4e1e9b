import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { SHOPPING_COUNTS_QUERY_KEY } from '@/lib/shopping-keys';

export const getShoppingCounts = () => apiRequest(ENDPOINTS.cart.counts);

/**
 * How many lines the member's cart has and listings their wish list, for the top bar; nothing is
 * asked for a visitor. Every cart and wish write invalidates `SHOPPING_COUNTS_QUERY_KEY`.
 */
export function useShoppingCounts() {
  const { user } = useSession();
  return useQuery({
    queryKey: SHOPPING_COUNTS_QUERY_KEY,
    queryFn: getShoppingCounts,
    enabled: user !== null,
  });
}
