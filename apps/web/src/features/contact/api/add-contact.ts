import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contactKeys } from './contact-keys';

export type ContactAddRequest = EndpointBody<typeof ENDPOINTS.contact.add>;

export const addContact = (body: ContactAddRequest) => apiRequest(ENDPOINTS.contact.add, { body });

export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
  });
}
