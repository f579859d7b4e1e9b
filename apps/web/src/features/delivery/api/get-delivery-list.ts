import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery } from '@/lib/query-options';
import { deliveryKeys, type DeliveryListQuery } from './delivery-keys';

export const deliveryListQueryKey = deliveryKeys.list;

export const getDeliveryList = (query: DeliveryListQuery) =>
  apiRequest(ENDPOINTS.delivery.list, { query });

export const useDeliveryList = (query: DeliveryListQuery) =>
  useQuery(listQuery(query, deliveryListQueryKey, getDeliveryList));
