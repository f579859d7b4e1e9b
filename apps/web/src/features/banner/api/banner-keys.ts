import type { ENDPOINTS, EndpointQuery } from '@store/contract';

export type BannerListQuery = EndpointQuery<typeof ENDPOINTS.banner.list>;

/**
 * Query keys of the banner calls. The home carousel's slides (`['banner', 'slide']`) sit under the
 * same root, so every banner write refreshes them too.
 */
export const bannerKeys = {
  all: ['banner'] as const,
  lists: () => [...bannerKeys.all, 'list'] as const,
  list: (query: BannerListQuery) => [...bannerKeys.lists(), query] as const,
  details: () => [...bannerKeys.all, 'detail'] as const,
  detail: (seq: number) => [...bannerKeys.details(), seq] as const,
};
