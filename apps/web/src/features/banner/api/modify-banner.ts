import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { bannerKeys } from './banner-keys';

/** Multipart: `title`, `link`, `useYn` and, to replace the image, `image`. */
export const modifyBanner = ({ seq, body }: { seq: number; body: FormData }) =>
  apiRequest(ENDPOINTS.banner.modify, { params: { seq }, body });

export const useModifyBanner = () =>
  useInvalidatingMutation(modifyBanner, { invalidate: [bannerKeys.all] });
