import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { contactKeys } from './contact-keys';

export type ContactAddRequest = EndpointBody<typeof ENDPOINTS.contact.add>;

export const addContact = (body: ContactAddRequest) => apiRequest(ENDPOINTS.contact.add, { body });

export const useAddContact = () =>
  useInvalidatingMutation(addContact, { invalidate: [contactKeys.lists()] });
