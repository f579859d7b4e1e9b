import { ENDPOINTS } from '@store/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productKeys, type ProductListQuery } from './product-keys';

export const productListQueryKey = productKeys.list;

export const getProductList = (query: ProductListQuery) =>
  apiRequest(ENDPOINTS.product.list, { query });

export const useProductList = (query: ProductListQuery) =>
  useQuery({
    queryKey: productListQueryKey(query),
    queryFn: () => getProductList(query),
    placeholderData: keepPreviousData,
  });
