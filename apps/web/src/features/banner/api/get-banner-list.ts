import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery } from '@/lib/query-options';
import { bannerKeys, type BannerListQuery } from './banner-keys';

export const bannerListQueryKey = bannerKeys.list;

export const getBannerList = (query: BannerListQuery) =>
  apiRequest(ENDPOINTS.banner.list, { query });

export const useBannerList = (query: BannerListQuery) =>
  useQuery(listQuery(query, bannerListQueryKey, getBannerList));
