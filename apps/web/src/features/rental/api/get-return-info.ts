import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rentalKeys } from './rental-keys';

export const returnInfoQueryKey = rentalKeys.returnInfo;

export const getReturnInfo = (seq: number) =>
  apiRequest(ENDPOINTS.rental.returnInfo, { params: { seq } });

/** The rental to return, with the order's delivery address to prefill the pickup form. */
export const useReturnInfo = (seq: number) =>
  useQuery({ queryKey: returnInfoQueryKey(seq), queryFn: () => getReturnInfo(seq) });
