import { ENDPOINTS } from '@store/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productKeys } from './product-keys';

export const getStockHistory = (seq: number, page: number) =>
  apiRequest(ENDPOINTS.product.stockHistory, { params: { seq }, query: { p: page } });

export const useStockHistory = (seq: number, page: number) =>
  useQuery({
    queryKey: productKeys.stockHistory(seq, page),
    queryFn: () => getStockHistory(seq, page),
    placeholderData: keepPreviousData,
  });
