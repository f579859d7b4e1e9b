import { ENDPOINTS, RENTAL_STATES } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { rentalKeys } from './rental-keys';

export interface CancelReturnInput {
  rentalNo: string;
  /** The rental's state as read (반납 확인중). */
  state: string;
  content: string;
}

/** Withdraws a return request: the rental goes back to 대여중. */
export const cancelReturn = ({ rentalNo, state, content }: CancelReturnInput) =>
  apiRequest(ENDPOINTS.rental.returnCancel, {
    params: { rentalNo },
    body: { rentalNo, state, rentalState: RENTAL_STATES.renting, content },
  });

export const useCancelReturn = () =>
  useInvalidatingMutation(cancelReturn, { invalidate: [rentalKeys.all] });
