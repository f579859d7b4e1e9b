import { ENDPOINTS, type EndpointBody, type ReturnDetail } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { rentalKeys } from './rental-keys';

export type ReturnPickup = Required<
  Pick<
    EndpointBody<typeof ENDPOINTS.rental.returnFinish>,
    'name' | 'post' | 'addr' | 'addrDetail' | 'phone' | 'reason'
  >
> & { content: string };

/**
 * The return detail as read, plus where and from whom to collect and why (a withdrawal's reason;
 * otherwise 단순 변심): the wire shape clients send.
 */
export type ReturnRequest = ReturnDetail & ReturnPickup;

export const requestReturn = (body: ReturnRequest) =>
  apiRequest(ENDPOINTS.rental.returnFinish, { body });

export const useRequestReturn = () =>
  useInvalidatingMutation(requestReturn, { invalidate: [rentalKeys.all] });
