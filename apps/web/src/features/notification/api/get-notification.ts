import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordQuery } from '@/lib/query-options';
import { notificationKeys } from './notification-keys';

export const getNotification = (seq: number) =>
  apiRequest(ENDPOINTS.notification.detail, { params: { seq } });

/** One message with what it said (its text, and an e-mail's HTML); idle while none is open. */
export const useNotification = (seq: number | null) =>
  useQuery(recordQuery(seq, notificationKeys.detail, getNotification));
