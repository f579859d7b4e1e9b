import { ENDPOINTS, type PublicConfig } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const publicConfigQueryKey = ['system', 'config'] as const;

export const getPublicConfig = (): Promise<PublicConfig> => apiRequest(ENDPOINTS.system.config);

/** The store's browser settings (postcode script, payment provider); they do not change while a page is open. */
export function usePublicConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: publicConfigQueryKey,
    queryFn: getPublicConfig,
    staleTime: Infinity,
    enabled,
  });
}
