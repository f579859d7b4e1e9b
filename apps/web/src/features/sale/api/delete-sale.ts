import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PRODUCT_QUERY_ROOT, saleKeys } from './sale-keys';

export const deleteSale = (seq: number) => apiRequest(ENDPOINTS.sale.delete, { params: { seq } });

export function useDeleteSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSale,
    // Marked stale without refetching now: the detail on screen is gone, and the lists reload
    // when they are shown again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: saleKeys.all, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: PRODUCT_QUERY_ROOT, refetchType: 'none' }),
      ]),
  });
}
