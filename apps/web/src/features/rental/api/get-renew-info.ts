import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rentalKeys } from './rental-keys';

export const renewInfoQueryKey = rentalKeys.renewInfo;

export const getRenewInfo = (seq: number) =>
  apiRequest(ENDPOINTS.rental.renewInfo, { params: { seq } });

/** The rental to extend (its current end date, the orderer). */
export const useRenewInfo = (seq: number) =>
  useQuery({ queryKey: renewInfoQueryKey(seq), queryFn: () => getRenewInfo(seq) });
