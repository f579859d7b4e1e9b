import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordQuery } from '@/lib/query-options';
import { contactKeys } from './contact-keys';

export const contactQueryKey = contactKeys.detail;

/** One inquiry, for its author or an administrator (anyone else gets 403). */
export const getContact = (seq: number) =>
  apiRequest(ENDPOINTS.contact.detail, { params: { seq } });

export const useContact = (seq: number | null, { enabled = true } = {}) =>
  useQuery({
    ...recordQuery(seq, contactQueryKey, getContact),
    enabled: enabled && seq !== null,
  });
