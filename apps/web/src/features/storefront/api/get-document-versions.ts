import { ENDPOINTS, type LegalDocumentKind } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storefrontKeys } from './storefront-keys';

export const getDocumentVersions = (kind: LegalDocumentKind) =>
  apiRequest(ENDPOINTS.storefront.versions, { params: { kind } });

/** Every version of a document, the one in effect first. */
export const useDocumentVersions = (kind: LegalDocumentKind) =>
  useQuery({ queryKey: storefrontKeys.versions(kind), queryFn: () => getDocumentVersions(kind) });
