import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PRODUCT_QUERY_ROOT, saleKeys } from './sale-keys';

/** Multipart: the sale fields, `thumbnails` and `contentImages` files. */
export const addSale = (body: FormData) => apiRequest(ENDPOINTS.sale.add, { body });

export function useAddSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSale,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: saleKeys.all }),
        queryClient.invalidateQueries({ queryKey: PRODUCT_QUERY_ROOT }),
      ]),
  });
}
