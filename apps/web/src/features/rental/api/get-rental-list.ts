import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery } from '@/lib/query-options';
import { rentalKeys, type RentalListQuery } from './rental-keys';

export const rentalListQueryKey = rentalKeys.list;

export const getRentalList = (query: RentalListQuery) =>
  apiRequest(ENDPOINTS.rental.list, { query });

/** The signed-in member's rentals by page `p`; the previous page stays while the next loads. */
export const useRentalList = (query: RentalListQuery) =>
  useQuery(listQuery(query, rentalListQueryKey, getRentalList));
