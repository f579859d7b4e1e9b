import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordQuery } from '@/lib/query-options';
import { deliveryKeys } from './delivery-keys';

export const deliveryQueryKey = deliveryKeys.detail;

export const getDelivery = (seq: number) =>
  apiRequest(ENDPOINTS.delivery.detail, { params: { seq } });

export const useDelivery = (seq: number | null) =>
  useQuery(recordQuery(seq, deliveryQueryKey, getDelivery));
