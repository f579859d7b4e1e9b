import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Under the banner root: every banner write refreshes the carousel. */
export const bannerSlidesQueryKey = ['banner', 'slide'] as const;

export const getBannerSlides = () => apiRequest(ENDPOINTS.banner.slide);

/** The banners in use, read once when the carousel appears. */
export const useBannerSlides = () =>
  useQuery({ queryKey: bannerSlidesQueryKey, queryFn: getBannerSlides });
