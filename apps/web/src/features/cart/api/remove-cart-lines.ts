import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { CART_CHANGED } from './cart-keys';

export const removeCartLines = (cartSeqs: number[]) =>
  apiRequest(ENDPOINTS.cart.remove, { body: { cartSeqs } });

export const useRemoveCartLines = () =>
  useInvalidatingMutation(removeCartLines, { invalidate: CART_CHANGED });
