import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery } from '@/lib/query-options';
import { contactKeys, type ContactListQuery } from './contact-keys';

export const contactListQueryKey = contactKeys.list;

/** The board; with `isAdmin: true` an administrator gets every row, hidden and deleted ones too. */
export const getContactList = (query: ContactListQuery) =>
  apiRequest(ENDPOINTS.contact.list, { query });

export const useContactList = (query: ContactListQuery) =>
  useQuery(listQuery(query, contactListQueryKey, getContactList));
