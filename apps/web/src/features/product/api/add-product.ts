import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { productKeys } from './product-keys';

/** Multipart: category (name), brand, name, standard, stock, price, note, `images` files. */
export const addProduct = (body: FormData) => apiRequest(ENDPOINTS.product.add, { body });

export const useAddProduct = () =>
  useInvalidatingMutation(addProduct, { invalidate: [productKeys.all] });
