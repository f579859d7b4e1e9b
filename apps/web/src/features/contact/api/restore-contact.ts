import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { contactKeys } from './contact-keys';

/** Brings a deleted inquiry back (administrators). */
export const restoreContact = (seq: number) =>
  apiRequest(ENDPOINTS.contact.restore, { params: { seq } });

export const useRestoreContact = () =>
  useInvalidatingMutation(restoreContact, {
    // The open deleted detail is left as it is (read again it would be missing) while the screen
    // leaves; the inquiry shows again in the board and as a detail.
    stale: [contactKeys.deletedDetails()],
    invalidate: [contactKeys.lists(), contactKeys.deletedLists(), contactKeys.details()],
  });
