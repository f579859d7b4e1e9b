import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contactKeys } from './contact-keys';

/** Soft delete by the author or an administrator. */
export const deleteContact = (seq: number) =>
  apiRequest(ENDPOINTS.contact.delete, { params: { seq } });

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: async () => {
      // The open detail is left as it is (read again it would be missing) while the screen leaves.
      await queryClient.invalidateQueries({ queryKey: contactKeys.details(), refetchType: 'none' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: contactKeys.deletedLists() }),
      ]);
    },
  });
}
