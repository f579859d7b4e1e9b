import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordQuery } from '@/lib/query-options';
import { contactKeys } from './contact-keys';

export const deletedContactQueryKey = contactKeys.deletedDetail;

/** One deleted inquiry (administrators). */
export const getDeletedContact = (seq: number) =>
  apiRequest(ENDPOINTS.contact.deletedDetail, { params: { seq } });

export const useDeletedContact = (seq: number | null) =>
  useQuery(recordQuery(seq, deletedContactQueryKey, getDeletedContact));
