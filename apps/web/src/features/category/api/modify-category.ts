import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CATEGORY_DEPENDENT_ROOTS, categoryKeys } from './category-keys';

/** Multipart: `name` and, to replace the image, `image`. */
export const modifyCategory = ({ seq, body }: { seq: number; body: FormData }) =>
  apiRequest(ENDPOINTS.category.modify, { params: { seq }, body });

export function useModifyCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyCategory,
    onSuccess: () =>
      Promise.all(
        [categoryKeys.all, ...CATEGORY_DEPENDENT_ROOTS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
