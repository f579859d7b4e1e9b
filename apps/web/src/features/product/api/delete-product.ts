import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { productKeys, SALE_QUERY_ROOT } from './product-keys';

export const deleteProduct = (seq: number) =>
  apiRequest(ENDPOINTS.product.delete, { params: { seq } });

export const useDeleteProduct = () =>
  useInvalidatingMutation(deleteProduct, {
    // Marked stale without refetching now: the detail on screen is gone, and the lists reload
    // when they are shown again.
    stale: [productKeys.all, SALE_QUERY_ROOT],
  });
