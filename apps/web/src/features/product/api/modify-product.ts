import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { productKeys, SALE_QUERY_ROOT } from './product-keys';

/** Multipart: the add fields, new `images` and the names in `deleteImages`. */
export const modifyProduct = ({ seq, body }: { seq: number; body: FormData }) =>
  apiRequest(ENDPOINTS.product.modify, { params: { seq }, body });

export const useModifyProduct = () =>
  useInvalidatingMutation(modifyProduct, {
    invalidate: [productKeys.all, SALE_QUERY_ROOT],
  });
