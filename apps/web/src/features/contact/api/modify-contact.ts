import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { contactKeys } from './contact-keys';

export type ContactModifyRequest = EndpointBody<typeof ENDPOINTS.contact.modify> & { seq: number };

/** The record as the specification sends it: `{ seq, title, content, name, useYn }`. */
export const modifyContact = (body: ContactModifyRequest) =>
  apiRequest(ENDPOINTS.contact.modify, { params: { seq: body.seq }, body });

export const useModifyContact = () =>
  useInvalidatingMutation(modifyContact, { invalidate: [contactKeys.all] });
