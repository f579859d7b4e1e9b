import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { bannerKeys } from './banner-keys';

export const deleteBanner = (seq: number) =>
  apiRequest(ENDPOINTS.banner.delete, { params: { seq } });

export const useDeleteBanner = () =>
  useInvalidatingMutation(deleteBanner, { invalidate: [bannerKeys.all] });
