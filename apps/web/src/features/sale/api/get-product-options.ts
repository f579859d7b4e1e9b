import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PRODUCT_QUERY_ROOT } from './sale-keys';

/** Under the product root: product writes (stock, price, name) refresh the choice. */
export const productOptionsQueryKey = (category: string) =>
  [...PRODUCT_QUERY_ROOT, 'formSelect', category] as const;

export const getProductOptions = (category: string) =>
  apiRequest(ENDPOINTS.product.formSelect, { query: { category } });

/** The products of a category (name, stock, price) for the sale form; idle until one is chosen. */
export const useProductOptions = (category: string) =>
  useQuery({
    queryKey: productOptionsQueryKey(category),
    queryFn: () => getProductOptions(category),
    enabled: category !== '',
  });
