import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { WISH_QUERY_ROOT } from '@/lib/shopping-keys';

/** Under the wish root, which every heart invalidates. */
export const WISH_LIST_QUERY_KEY = [...WISH_QUERY_ROOT, 'list'] as const;

export const getWishList = () => apiRequest(ENDPOINTS.wish.list);

/** The member's wished listings as they are now (prices, units left, still on sale). */
export function useWishList() {
  const { user } = useSession();
  return useQuery({ queryKey: WISH_LIST_QUERY_KEY, queryFn: getWishList, enabled: user !== null });
}
