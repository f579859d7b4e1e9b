import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { bannerKeys } from './banner-keys';

/** Multipart: `title`, `link`, `image`. */
export const addBanner = (body: FormData) => apiRequest(ENDPOINTS.banner.add, { body });

export const useAddBanner = () =>
  useInvalidatingMutation(addBanner, { invalidate: [bannerKeys.all] });
