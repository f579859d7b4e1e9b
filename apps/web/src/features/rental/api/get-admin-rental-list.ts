import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery } from '@/lib/query-options';
import { rentalKeys, type AdminRentalListQuery } from './rental-keys';

export const adminRentalListQueryKey = rentalKeys.adminList;

export const getAdminRentalList = (query: AdminRentalListQuery) =>
  apiRequest(ENDPOINTS.rental.adminList, { query });

/** Every member's rentals for administrators, by search `q` and page `p`. */
export const useAdminRentalList = (query: AdminRentalListQuery) =>
  useQuery(listQuery(query, adminRentalListQueryKey, getAdminRentalList));
