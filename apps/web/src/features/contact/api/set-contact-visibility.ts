import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { contactKeys } from './contact-keys';

/** Shows (`useYn: true`) or hides an inquiry on the public board (administrators). */
export const setContactVisibility = ({ seq, useYn }: { seq: number; useYn: boolean }) =>
  apiRequest(ENDPOINTS.contact.visibility, { params: { seq }, body: { useYn } });

export const useSetContactVisibility = () =>
  useInvalidatingMutation(setContactVisibility, { invalidate: [contactKeys.all] });
