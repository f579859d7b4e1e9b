import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { recordQuery } from '@/lib/query-options';
import { rentalKeys } from './rental-keys';

export const returnInfoQueryKey = rentalKeys.returnInfo;

export const getReturnInfo = (seq: number) =>
  apiRequest(ENDPOINTS.rental.returnInfo, { params: { seq } });

/** The rental to return, with the order's delivery address to prefill the pickup form. */
export const returnInfoQuery = (seq: number) => recordQuery(seq, returnInfoQueryKey, getReturnInfo);
