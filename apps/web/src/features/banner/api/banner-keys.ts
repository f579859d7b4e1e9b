import type { ENDPOINTS, EndpointQuery } from '@store/contract';
import { entityKeys } from '@/lib/query-keys';

export type BannerListQuery = EndpointQuery<typeof ENDPOINTS.banner.list>;

/**
 * Query keys of the banner calls. The home carousel's slides (`['banner', 'slide']`) sit under the
 * same root, so every banner write refreshes them too.
 */
export const bannerKeys = entityKeys<BannerListQuery>('banner');
