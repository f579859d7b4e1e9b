import type { ENDPOINTS, EndpointQuery } from '@store/contract';
import { entityKeys } from '@/lib/query-keys';

export type NotificationListQuery = EndpointQuery<typeof ENDPOINTS.notification.list>;

/** Query keys of the notification calls; a resend invalidates the root (lists and messages). */
export const notificationKeys = {
  ...entityKeys<NotificationListQuery>('notification'),
  settings: () => [...notificationKeys.all, 'settings'] as const,
};
