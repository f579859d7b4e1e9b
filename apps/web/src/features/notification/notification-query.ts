import {
  NOTIFICATION_KINDS,
  NOTIFICATION_STATES,
  type NotificationKind,
  type NotificationState,
} from '@store/contract';
import { useListQuery } from '@/components/list-query';

export interface NotificationFilters {
  p: number;
  kind?: NotificationKind;
  state?: NotificationState;
  q?: string;
}

const isKind = (value: string | null): value is NotificationKind =>
  value !== null && Object.hasOwn(NOTIFICATION_KINDS, value);
const isState = (value: string | null): value is NotificationState =>
  value !== null && Object.hasOwn(NOTIFICATION_STATES, value);

/**
 * `?p=&kind=&state=&q=` of the log as the server reads them: a kind or state it does not know is
 * left out (the whole list) rather than refused, and a page that is not one is page 1.
 */
export function useNotificationFilters(): NotificationFilters {
  const { q, p, searchParams } = useListQuery();
  const kind = searchParams.get('kind');
  const state = searchParams.get('state');
  return {
    p,
    ...(isKind(kind) && { kind }),
    ...(isState(state) && { state }),
    ...(q && { q }),
  };
}
