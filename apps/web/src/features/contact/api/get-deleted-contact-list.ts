import { ENDPOINTS } from '@store/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contactKeys, type DeletedContactListQuery } from './contact-keys';

export const deletedContactListQueryKey = contactKeys.deletedList;

/** Deleted inquiries (administrators). */
export const getDeletedContactList = (query: DeletedContactListQuery) =>
  apiRequest(ENDPOINTS.contact.deletedList, { query });

export const useDeletedContactList = (query: DeletedContactListQuery) =>
  useQuery({
    queryKey: deletedContactListQueryKey(query),
    queryFn: () => getDeletedContactList(query),
    placeholderData: keepPreviousData,
  });
