import { ENDPOINTS, type ShopInfo } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The shop's business details (DESIGN §17): every page's footer, the pages that name the 고객센터,
 * the documents' previews. The administrator's save refreshes them (features/storefront).
 */
export const SHOP_INFO_QUERY_KEY = ['shop', 'info'] as const;

/** They change when an administrator saves them: an hour is fresh enough for a visitor. */
const SHOP_INFO_STALE_MS = 60 * 60 * 1000;

export const getShopInfo = (): Promise<ShopInfo> => apiRequest(ENDPOINTS.storefront.info);

/**
 * The details, read when `enabled` (the footer waits until it is near the viewport); `fresh` reads
 * them again on opening, for the screen that edits them.
 */
export function useShopInfo({
  enabled = true,
  fresh = false,
}: { enabled?: boolean; fresh?: boolean } = {}) {
  return useQuery({
    queryKey: SHOP_INFO_QUERY_KEY,
    queryFn: getShopInfo,
    staleTime: fresh ? 0 : SHOP_INFO_STALE_MS,
    enabled,
  });
}
