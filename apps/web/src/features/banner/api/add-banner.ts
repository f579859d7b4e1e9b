import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bannerKeys } from './banner-keys';

/** Multipart: `title`, `link`, `image`. */
export const addBanner = (body: FormData) => apiRequest(ENDPOINTS.banner.add, { body });

export function useAddBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}
