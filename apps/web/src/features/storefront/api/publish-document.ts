import { ENDPOINTS, type LegalDocumentKind, type PublishLegalDocumentBody } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { LEGAL_DOCUMENT_QUERY_ROOT } from '@/lib/legal-documents';
import { useInvalidatingMutation } from '@/lib/mutation';

export const publishDocument = ({
  kind,
  body,
}: {
  kind: LegalDocumentKind;
  body: PublishLegalDocumentBody;
}) => apiRequest(ENDPOINTS.storefront.publish, { params: { kind }, body });

/** A new version: every document reply (pages, versions, the administrator's list) is read again. */
export const usePublishDocument = () =>
  useInvalidatingMutation(publishDocument, { invalidate: [LEGAL_DOCUMENT_QUERY_ROOT] });
