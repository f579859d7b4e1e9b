import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rentalKeys } from './rental-keys';

/** Adds `period` days (10, 30, 90 or 180) to the rental's end date: a GET by the specification. */
export const extendRental = ({ seq, period }: { seq: number; period: number }) =>
  apiRequest(ENDPOINTS.rental.renew, { params: { seq }, query: { period } });

export function useExtendRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendRental,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
  });
}
