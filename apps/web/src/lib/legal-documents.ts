import { ENDPOINTS, type LegalDocument, type LegalDocumentKind } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The shop's documents as readers see them: the legal pages (features/storefront) and sign-up's
 * agreements (features/member) read the same replies. A new version invalidates the root.
 */
export const LEGAL_DOCUMENT_QUERY_ROOT = ['legal-document'] as const;

export const legalDocumentKey = (kind: LegalDocumentKind, version: number | null) =>
  [...LEGAL_DOCUMENT_QUERY_ROOT, kind, version] as const;

export const getLegalDocument = (
  kind: LegalDocumentKind,
  version: number | null,
): Promise<LegalDocument> =>
  apiRequest(ENDPOINTS.storefront.document, {
    params: { kind },
    query: version === null ? {} : { version },
  });

/** A document's version in effect (`version` null), or an older one; idle until `enabled`. */
export const useLegalDocument = (
  kind: LegalDocumentKind,
  version: number | null = null,
  { enabled = true }: { enabled?: boolean } = {},
) =>
  useQuery({
    queryKey: legalDocumentKey(kind, version),
    queryFn: () => getLegalDocument(kind, version),
    enabled,
  });
