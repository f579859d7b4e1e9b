import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { orderKeys } from './order-keys';

export type ReturnRequest = EndpointBody<typeof ENDPOINTS.order.returnRequest>;

export const requestReturn = (body: ReturnRequest) =>
  apiRequest(ENDPOINTS.order.returnRequest, { body });

export const useRequestReturn = () =>
  useInvalidatingMutation(requestReturn, { invalidate: [orderKeys.all] });
