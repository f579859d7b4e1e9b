import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { contactKeys } from './contact-keys';

/** An administrator's reply; a blank one or the no-answer text clears it (the server decides). */
export const replyContact = ({ seq, reply }: { seq: number; reply: string }) =>
  apiRequest(ENDPOINTS.contact.reply, {
    params: { seq },
    query: { isAdmin: true },
    body: { reply },
  });

export const useReplyContact = () =>
  useInvalidatingMutation(replyContact, { invalidate: [contactKeys.all] });
