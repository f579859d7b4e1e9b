import { ENDPOINTS, type NotificationSettings } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { notificationKeys } from './notification-keys';

export const saveNotificationSettings = (body: NotificationSettings) =>
  apiRequest(ENDPOINTS.notification.saveSettings, { body });

export const useSaveNotificationSettings = () =>
  useInvalidatingMutation(saveNotificationSettings, {
    invalidate: [notificationKeys.settings()],
  });
