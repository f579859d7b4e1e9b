import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SelectOptions } from './select-options';

/**
 * The categories for selects and the home carousel. Several screens read them, so the call lives
 * here; its key sits under `['category']`, which every category write invalidates.
 */
export const categoryOptionsQueryKey = ['category', 'formSelect'] as const;

export const getCategoryOptions = () => apiRequest(ENDPOINTS.category.formSelect);

export const useCategoryOptions = () =>
  useQuery({ queryKey: categoryOptionsQueryKey, queryFn: getCategoryOptions });

/**
 * The options of a category select, named (the API takes names): a placeholder, then the
 * categories, with `current` kept first when the list no longer has it (a record of a category
 * deleted since).
 */
export function CategoryNameOptions({
  current,
  placeholder,
}: {
  current: string;
  placeholder: string;
}) {
  const categories = useCategoryOptions();
  const names = categories.data?.map((category) => category.name) ?? [];
  if (current && !names.includes(current)) names.unshift(current);
  return (
    <>
      <option value="">{placeholder}</option>
      <SelectOptions values={names} />
    </>
  );
}
