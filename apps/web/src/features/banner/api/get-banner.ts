import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordQuery } from '@/lib/query-options';
import { bannerKeys } from './banner-keys';

export const bannerQueryKey = bannerKeys.detail;

export const getBanner = (seq: number) => apiRequest(ENDPOINTS.banner.detail, { params: { seq } });

export const useBanner = (seq: number | null) =>
  useQuery(recordQuery(seq, bannerQueryKey, getBanner));
