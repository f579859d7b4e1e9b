import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The categories for selects and the home carousel. Several screens read them, so the call lives
 * here; its key sits under `['category']`, which every category write invalidates.
 */
export const categoryOptionsQueryKey = ['category', 'formSelect'] as const;

export const getCategoryOptions = () => apiRequest(ENDPOINTS.category.formSelect);

export const useCategoryOptions = () =>
  useQuery({ queryKey: categoryOptionsQueryKey, queryFn: getCategoryOptions });
