import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { recordQuery } from '@/lib/query-options';
import { rentalKeys } from './rental-keys';

export const renewInfoQueryKey = rentalKeys.renewInfo;

export const getRenewInfo = (seq: number) =>
  apiRequest(ENDPOINTS.rental.renewInfo, { params: { seq } });

/** The rental to extend (its current end date, the orderer). */
export const renewInfoQuery = (seq: number) => recordQuery(seq, renewInfoQueryKey, getRenewInfo);
