import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CATEGORY_DEPENDENT_ROOTS, categoryKeys } from './category-keys';

export const deleteCategory = (seq: number) =>
  apiRequest(ENDPOINTS.category.delete, { params: { seq } });

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () =>
      Promise.all(
        [categoryKeys.all, ...CATEGORY_DEPENDENT_ROOTS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
