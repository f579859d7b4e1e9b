import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordQuery } from '@/lib/query-options';
import { categoryKeys } from './category-keys';

export const categoryQueryKey = categoryKeys.detail;

export const getCategory = (seq: number) =>
  apiRequest(ENDPOINTS.category.detail, { params: { seq } });

export const useCategory = (seq: number | null) =>
  useQuery(recordQuery(seq, categoryQueryKey, getCategory));
