import { ENDPOINTS, type CartChoice } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { CART_CHANGED } from './cart-keys';

export interface CartLineChange extends CartChoice {
  cartSeq: number;
}

export const modifyCartLine = ({ cartSeq, ...choice }: CartLineChange) =>
  apiRequest(ENDPOINTS.cart.modify, { params: { cartSeq }, body: choice });

/** Changes a line's mode, period or count; the cart is read again even after a refusal. */
export const useModifyCartLine = () =>
  useInvalidatingMutation(modifyCartLine, { invalidate: CART_CHANGED, evenOnError: true });
