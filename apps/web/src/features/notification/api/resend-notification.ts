import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { notificationKeys } from './notification-keys';

export const resendNotification = (seq: number) =>
  apiRequest(ENDPOINTS.notification.resend, { params: { seq } });

/** Queues a message again; its state (and the list's) is read again once the server agrees. */
export const useResendNotification = () =>
  useInvalidatingMutation(resendNotification, { invalidate: [notificationKeys.all] });
