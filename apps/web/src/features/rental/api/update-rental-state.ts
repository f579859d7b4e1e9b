import { ENDPOINTS, type RentalAdmin } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminRentalState } from '../rental-state';
import { rentalKeys } from './rental-keys';

/** The board's save: the row's numbers as read, with the state chosen. */
export const updateRentalState = ({
  rental,
  state,
}: {
  rental: RentalAdmin;
  state: AdminRentalState;
}) =>
  apiRequest(ENDPOINTS.rental.adminUpdate, {
    params: { rentalNo: rental.rentalNo },
    body: {
      rentalNo: rental.rentalNo,
      orderNo: rental.orderNoOrderNo,
      orderNoState: rental.orderNoState,
      state,
      orderNoOrderCount: rental.orderNoOrderCount,
      productNo: rental.productNoProductNo,
    },
  });

export function useUpdateRentalState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRentalState,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
  });
}
