import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery } from '@/lib/query-options';
import { categoryKeys, type CategoryListQuery } from './category-keys';

export const categoryListQueryKey = categoryKeys.list;

export const getCategoryList = (query: CategoryListQuery) =>
  apiRequest(ENDPOINTS.category.list, { query });

export const useCategoryList = (query: CategoryListQuery) =>
  useQuery(listQuery(query, categoryListQueryKey, getCategoryList));
