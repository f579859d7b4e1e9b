import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storefrontKeys } from './storefront-keys';

export const getAdminDocuments = () => apiRequest(ENDPOINTS.storefront.adminDocuments);

/** The version in effect of each document, as written (its placeholders not filled in). */
export const useAdminDocuments = () =>
  useQuery({ queryKey: storefrontKeys.adminDocuments(), queryFn: getAdminDocuments });
