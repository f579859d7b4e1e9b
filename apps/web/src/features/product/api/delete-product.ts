import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productKeys, SALE_QUERY_ROOT } from './product-keys';

export const deleteProduct = (seq: number) =>
  apiRequest(ENDPOINTS.product.delete, { params: { seq } });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    // Marked stale without refetching now: the detail on screen is gone, and the lists reload
    // when they are shown again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: SALE_QUERY_ROOT, refetchType: 'none' }),
      ]),
  });
}
