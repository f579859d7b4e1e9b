import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bannerKeys } from './banner-keys';

/** Multipart: `title`, `link`, `useYn` and, to replace the image, `image`. */
export const modifyBanner = ({ seq, body }: { seq: number; body: FormData }) =>
  apiRequest(ENDPOINTS.banner.modify, { params: { seq }, body });

export function useModifyBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}
