import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery } from '@/lib/query-options';
import { contactKeys, type DeletedContactListQuery } from './contact-keys';

export const deletedContactListQueryKey = contactKeys.deletedList;

/** Deleted inquiries (administrators). */
export const getDeletedContactList = (query: DeletedContactListQuery) =>
  apiRequest(ENDPOINTS.contact.deletedList, { query });

export const useDeletedContactList = (query: DeletedContactListQuery) =>
  useQuery(listQuery(query, deletedContactListQueryKey, getDeletedContactList));
