import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contactKeys } from './contact-keys';

export type ContactModifyRequest = EndpointBody<typeof ENDPOINTS.contact.modify> & { seq: number };

/** The record as the specification sends it: `{ seq, title, content, name, useYn }`. */
export const modifyContact = (body: ContactModifyRequest) =>
  apiRequest(ENDPOINTS.contact.modify, { params: { seq: body.seq }, body });

export function useModifyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
