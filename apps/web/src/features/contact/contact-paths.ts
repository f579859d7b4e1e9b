import { useLocation } from 'react-router';
import { paths, withQuery } from '@/config/paths';
import { useSession } from '@/lib/session';

/** The board in administrator mode, where restoring and the administrator's lists lead. */
export const ADMIN_CONTACT_LIST_PATH = withQuery(paths.contactList, { isAdmin: true });

/** What the board leaves in the history entry of a detail: the list to go back to. */
export interface ContactLinkState {
  listPath: string;
}

/** The list a detail came from (its page, search and mode), else `fallback`. */
export function listPathFrom(state: unknown, fallback: string): string {
  const listPath = (state as Partial<ContactLinkState> | null)?.listPath;
  // Only the store's own addresses.
  return typeof listPath === 'string' && listPath.startsWith('/') && !listPath.startsWith('//')
    ? listPath
    : fallback;
}

/** The list an inquiry's screens go back to: the one it was opened from, else the board. */
export function useContactListPath(): string {
  const location = useLocation();
  const { isAdmin } = useSession();
  return listPathFrom(location.state, isAdmin ? ADMIN_CONTACT_LIST_PATH : paths.contactList);
}
