import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { contactKeys } from './contact-keys';

/** Soft delete by the author or an administrator. */
export const deleteContact = (seq: number) =>
  apiRequest(ENDPOINTS.contact.delete, { params: { seq } });

export const useDeleteContact = () =>
  useInvalidatingMutation(deleteContact, {
    // The open detail is left as it is (read again it would be missing) while the screen leaves.
    stale: [contactKeys.details()],
    invalidate: [contactKeys.lists(), contactKeys.deletedLists()],
  });
