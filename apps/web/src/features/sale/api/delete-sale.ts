import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { PRODUCT_QUERY_ROOT, saleKeys } from './sale-keys';

export const deleteSale = (seq: number) => apiRequest(ENDPOINTS.sale.delete, { params: { seq } });

export const useDeleteSale = () =>
  useInvalidatingMutation(deleteSale, {
    // Marked stale without refetching now: the detail on screen is gone, and the lists reload
    // when they are shown again.
    stale: [saleKeys.all, PRODUCT_QUERY_ROOT],
  });
