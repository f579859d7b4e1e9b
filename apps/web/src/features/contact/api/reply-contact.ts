import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contactKeys } from './contact-keys';

/** An administrator's reply; a blank one or the no-answer text clears it (the server decides). */
export const replyContact = ({ seq, reply }: { seq: number; reply: string }) =>
  apiRequest(ENDPOINTS.contact.reply, {
    params: { seq },
    query: { isAdmin: true },
    body: { reply },
  });

export function useReplyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
