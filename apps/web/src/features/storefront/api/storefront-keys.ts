import type { LegalDocumentKind } from '@store/contract';
import { LEGAL_DOCUMENT_QUERY_ROOT } from '@/lib/legal-documents';

/** Query keys of the storefront calls beside the shared ones (lib/shop-info, lib/legal-documents). */
export const storefrontKeys = {
  versions: (kind: LegalDocumentKind) => [...LEGAL_DOCUMENT_QUERY_ROOT, kind, 'versions'] as const,
  adminDocuments: () => [...LEGAL_DOCUMENT_QUERY_ROOT, 'admin'] as const,
};
