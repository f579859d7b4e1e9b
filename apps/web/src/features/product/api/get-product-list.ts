import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery } from '@/lib/query-options';
import { productKeys, type ProductListQuery } from './product-keys';

export const productListQueryKey = productKeys.list;

export const getProductList = (query: ProductListQuery) =>
  apiRequest(ENDPOINTS.product.list, { query });

export const useProductList = (query: ProductListQuery) =>
  useQuery(listQuery(query, productListQueryKey, getProductList));
