import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { categoryKeys } from './category-keys';

/** Multipart: `name` and an optional `image`. */
export const addCategory = (body: FormData) => apiRequest(ENDPOINTS.category.add, { body });

export const useAddCategory = () =>
  useInvalidatingMutation(addCategory, { invalidate: [categoryKeys.all] });
