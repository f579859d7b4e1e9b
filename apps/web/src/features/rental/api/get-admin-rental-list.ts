import { ENDPOINTS } from '@store/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rentalKeys, type AdminRentalListQuery } from './rental-keys';

export const adminRentalListQueryKey = rentalKeys.adminList;

export const getAdminRentalList = (query: AdminRentalListQuery) =>
  apiRequest(ENDPOINTS.rental.adminList, { query });

/** Every member's rentals for administrators, by search `q` and page `p`. */
export const useAdminRentalList = (query: AdminRentalListQuery) =>
  useQuery({
    queryKey: adminRentalListQueryKey(query),
    queryFn: () => getAdminRentalList(query),
    placeholderData: keepPreviousData,
  });
