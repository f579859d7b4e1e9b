import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys, type TrackingQuery } from './order-keys';

export const trackingResultQueryKey = orderKeys.tracking;

export const getTrackingResult = (query: TrackingQuery) =>
  apiRequest(ENDPOINTS.order.trackingDetail, { query });

/** The courier's events for one parcel; read while the result dialog is open. */
export const useTrackingResult = (query: TrackingQuery | null) =>
  useQuery({
    queryKey: trackingResultQueryKey(query ?? { t_code: '', t_invoice: '' }),
    queryFn: () => getTrackingResult(query ?? { t_code: '', t_invoice: '' }),
    enabled: query !== null,
    retry: false,
  });
