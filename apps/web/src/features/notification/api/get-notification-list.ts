import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery } from '@/lib/query-options';
import { notificationKeys, type NotificationListQuery } from './notification-keys';

export const getNotificationList = (query: NotificationListQuery) =>
  apiRequest(ENDPOINTS.notification.list, { query });

/** The messages the store sent, newest first, by page `p`, kind, state and search `q`. */
export const useNotificationList = (query: NotificationListQuery) =>
  useQuery(listQuery(query, notificationKeys.list, getNotificationList));
