import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { rentalKeys } from './rental-keys';

/** Adds `period` days (10, 30, 90 or 180) to the rental's end date: a GET by the specification. */
export const extendRental = ({ seq, period }: { seq: number; period: number }) =>
  apiRequest(ENDPOINTS.rental.renew, { params: { seq }, query: { period } });

export const useExtendRental = () =>
  useInvalidatingMutation(extendRental, { invalidate: [rentalKeys.all] });
