import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { CATEGORY_DEPENDENT_ROOTS, categoryKeys } from './category-keys';

/** Multipart: `name` and, to replace the image, `image`. */
export const modifyCategory = ({ seq, body }: { seq: number; body: FormData }) =>
  apiRequest(ENDPOINTS.category.modify, { params: { seq }, body });

export const useModifyCategory = () =>
  useInvalidatingMutation(modifyCategory, {
    invalidate: [categoryKeys.all, ...CATEGORY_DEPENDENT_ROOTS],
  });
