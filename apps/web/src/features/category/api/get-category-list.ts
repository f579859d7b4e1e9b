import { ENDPOINTS } from '@store/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { categoryKeys, type CategoryListQuery } from './category-keys';

export const categoryListQueryKey = categoryKeys.list;

export const getCategoryList = (query: CategoryListQuery) =>
  apiRequest(ENDPOINTS.category.list, { query });

export const useCategoryList = (query: CategoryListQuery) =>
  useQuery({
    queryKey: categoryListQueryKey(query),
    queryFn: () => getCategoryList(query),
    placeholderData: keepPreviousData,
  });
