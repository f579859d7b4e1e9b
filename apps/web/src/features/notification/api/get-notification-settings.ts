import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const getNotificationSettings = () => apiRequest(ENDPOINTS.notification.settings);

/** The signed-in member's 알림 설정, and the e-mail and phone their messages go to. */
export const useNotificationSettings = () =>
  useQuery({ queryKey: notificationKeys.settings(), queryFn: getNotificationSettings });
