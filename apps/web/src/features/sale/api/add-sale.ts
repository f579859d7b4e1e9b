import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { PRODUCT_QUERY_ROOT, saleKeys } from './sale-keys';

/** Multipart: the sale fields, `thumbnails` and `contentImages` files. */
export const addSale = (body: FormData) => apiRequest(ENDPOINTS.sale.add, { body });

export const useAddSale = () =>
  useInvalidatingMutation(addSale, {
    invalidate: [saleKeys.all, PRODUCT_QUERY_ROOT],
  });
