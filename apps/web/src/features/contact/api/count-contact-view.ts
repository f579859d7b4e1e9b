import { ENDPOINTS } from '@store/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contactKeys } from './contact-keys';

export const contactViewQueryKey = contactKeys.view;

/** Counts one view of an inquiry (the server counts each member or visitor once). */
export const countContactView = (seq: number) =>
  apiRequest(ENDPOINTS.contact.view, { params: { seq } });

/**
 * Called each time an inquiry is opened, before its detail is read so that the detail shows the
 * new count. A failure only means the view was not counted: the screen goes on without it.
 */
export function useContactView(seq: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: contactViewQueryKey(seq ?? 0),
    queryFn: async () => {
      const reply = await countContactView(seq ?? 0);
      // The lists show the count too.
      void queryClient.invalidateQueries({ queryKey: contactKeys.lists(), refetchType: 'none' });
      return reply;
    },
    enabled: seq !== null,
    staleTime: 0,
    retry: false,
  });
}
