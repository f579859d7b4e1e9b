import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { PRODUCT_QUERY_ROOT, saleKeys } from './sale-keys';

/** Multipart: the add fields plus the names in `deleteThumbnails` and `deleteImages`. */
export const modifySale = ({ seq, body }: { seq: number; body: FormData }) =>
  apiRequest(ENDPOINTS.sale.modify, { params: { seq }, body });

export const useModifySale = () =>
  useInvalidatingMutation(modifySale, {
    invalidate: [saleKeys.all, PRODUCT_QUERY_ROOT],
  });
