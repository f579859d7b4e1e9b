import { ENDPOINTS } from '@store/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { deliveryKeys, type DeliveryListQuery } from './delivery-keys';

export const deliveryListQueryKey = deliveryKeys.list;

export const getDeliveryList = (query: DeliveryListQuery) =>
  apiRequest(ENDPOINTS.delivery.list, { query });

export const useDeliveryList = (query: DeliveryListQuery) =>
  useQuery({
    queryKey: deliveryListQueryKey(query),
    queryFn: () => getDeliveryList(query),
    placeholderData: keepPreviousData,
  });
