import { ENDPOINTS } from '@store/contract';
import { toQueryString } from '@/lib/query-string';
import type { TrackingQuery } from './api/order-keys';

/** The popup sizes of the specification: members 500x900, administrators 900x900. */
export const TRACKING_POPUP_FEATURES = {
  member: 'width=500,height=900',
  admin: 'width=900,height=900',
} as const;

export const trackingPopupUrl = ({ t_code, t_invoice }: TrackingQuery): string =>
  ENDPOINTS.order.trackingPage.path + toQueryString({ t_code, t_invoice });

/** Opens the server's tracking page in the `tracking` window. */
export function openTrackingPopup(
  query: TrackingQuery,
  size: keyof typeof TRACKING_POPUP_FEATURES,
) {
  window.open(trackingPopupUrl(query), 'tracking', TRACKING_POPUP_FEATURES[size]);
}

/** The parcel of an order, when it has a courier and a tracking number. */
export function trackingOf(order: {
  deliveryCode: string | null;
  tracking: string | null;
}): TrackingQuery | null {
  return order.deliveryCode && order.tracking
    ? { t_code: order.deliveryCode, t_invoice: order.tracking }
    : null;
}
