import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productKeys, SALE_QUERY_ROOT } from './product-keys';

/** Multipart: the add fields, new `images` and the names in `deleteImages`. */
export const modifyProduct = ({ seq, body }: { seq: number; body: FormData }) =>
  apiRequest(ENDPOINTS.product.modify, { params: { seq }, body });

export function useModifyProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: SALE_QUERY_ROOT }),
      ]),
  });
}
