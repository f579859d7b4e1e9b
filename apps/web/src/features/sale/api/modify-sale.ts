import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PRODUCT_QUERY_ROOT, saleKeys } from './sale-keys';

/** Multipart: the add fields plus the names in `deleteThumbnails` and `deleteImages`. */
export const modifySale = ({ seq, body }: { seq: number; body: FormData }) =>
  apiRequest(ENDPOINTS.sale.modify, { params: { seq }, body });

export function useModifySale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifySale,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: saleKeys.all }),
        queryClient.invalidateQueries({ queryKey: PRODUCT_QUERY_ROOT }),
      ]),
  });
}
