import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { rentalKeys } from './rental-keys';

/** Multipart: `condition`, `damageCharge`, `damageReason` and each photo under `photos`. */
export const settleRental = ({ rentalNo, body }: { rentalNo: string; body: FormData }) =>
  apiRequest(ENDPOINTS.rental.settle, { params: { rentalNo }, body });

/**
 * Also after a refusal: one that is not about the form (settled or moved meanwhile) means the
 * board is out of date.
 */
export const useSettleRental = () =>
  useInvalidatingMutation(settleRental, { invalidate: [rentalKeys.all], evenOnError: true });
