import { ENDPOINTS } from '@store/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bannerKeys, type BannerListQuery } from './banner-keys';

export const bannerListQueryKey = bannerKeys.list;

export const getBannerList = (query: BannerListQuery) =>
  apiRequest(ENDPOINTS.banner.list, { query });

export const useBannerList = (query: BannerListQuery) =>
  useQuery({
    queryKey: bannerListQueryKey(query),
    queryFn: () => getBannerList(query),
    placeholderData: keepPreviousData,
  });
