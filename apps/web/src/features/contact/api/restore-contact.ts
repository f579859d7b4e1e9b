import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contactKeys } from './contact-keys';

/** Brings a deleted inquiry back (administrators). */
export const restoreContact = (seq: number) =>
  apiRequest(ENDPOINTS.contact.restore, { params: { seq } });

export function useRestoreContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreContact,
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: contactKeys.deletedDetails(),
        refetchType: 'none',
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: contactKeys.deletedLists() }),
        queryClient.invalidateQueries({ queryKey: contactKeys.details() }),
      ]);
    },
  });
}
