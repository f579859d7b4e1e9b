import { ENDPOINTS, type RentalAdmin } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
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

export const useUpdateRentalState = () =>
  useInvalidatingMutation(updateRentalState, { invalidate: [rentalKeys.all] });
