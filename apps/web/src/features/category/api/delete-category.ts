import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { CATEGORY_DEPENDENT_ROOTS, categoryKeys } from './category-keys';

export const deleteCategory = (seq: number) =>
  apiRequest(ENDPOINTS.category.delete, { params: { seq } });

export const useDeleteCategory = () =>
  useInvalidatingMutation(deleteCategory, {
    invalidate: [categoryKeys.all, ...CATEGORY_DEPENDENT_ROOTS],
  });
