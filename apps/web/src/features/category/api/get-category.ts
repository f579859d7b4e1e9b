import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { categoryKeys } from './category-keys';

export const categoryQueryKey = categoryKeys.detail;

export const getCategory = (seq: number) =>
  apiRequest(ENDPOINTS.category.detail, { params: { seq } });

export const useCategory = (seq: number | null) =>
  useQuery({
    queryKey: categoryQueryKey(seq ?? 0),
    queryFn: () => getCategory(seq ?? 0),
    enabled: seq !== null,
  });
