import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

export const getCart = () => apiRequest(ENDPOINTS.cart.list);

/** The cart as it is now: availability and prices are read fresh each time it is shown. */
export const useCart = () =>
  useQuery({ queryKey: cartKeys.lines(), queryFn: getCart, staleTime: 0 });
