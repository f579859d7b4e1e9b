import type { LegalDocument, LegalDocumentKind } from '@store/contract';
import Alert from 'react-bootstrap/Alert';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LegalText } from '@/components/legal-text';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { SectionCard } from '@/components/section-card';
import { withQuery } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useLegalDocument } from '@/lib/legal-documents';
import { useDocumentVersions } from '../api/get-document-versions';
import { LEGAL_PAGE_KINDS, versionParam } from '../legal-pages';
import { STOREFRONT_SCREEN_TEXT as TEXT } from '../storefront-text';

/** Every version of the document, each a link; the one shown is the current page. */
function VersionList({
  kind,
  pathname,
  shown,
}: {
  kind: LegalDocumentKind;
  pathname: string;
  shown: LegalDocument | undefined;
}) {
  const versions = useDocumentVersions(kind);
  const list = versions.data?.versions ?? [];
  if (list.length < 2) return null;
  const [newest] = list;
  return (
    <SectionCard title={TEXT.versionsTitle} className="mt-4">
      <ul className="mb-0">
        {list.map((item) => {
          const isNewest = item.version === newest?.version;
          return (
            <li key={item.version}>
              <Link
                to={isNewest ? pathname : withQuery(pathname, { version: item.version })}
                aria-current={item.version === shown?.version ? 'page' : undefined}
              >
                {TEXT.versionItem(item.version, formatDate(item.effectiveDttm))}
              </Link>
              {isNewest && <span className="text-body-secondary"> · {TEXT.currentMark}</span>}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}

/**
 * `/terms`, `/privacy`, `/rental-terms`, `/return-policy`: the document in effect with its 시행일,
 * or an older version (`?version=`), and the list of every version.
 */
export function LegalPage() {
  // `/privacy/` is the same page as `/privacy`.
  const pathname = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const [searchParams] = useSearchParams();
  const kind = LEGAL_PAGE_KINDS[pathname] ?? 'TERMS';
  const document = useLegalDocument(kind, versionParam(searchParams.get('version')));
  const shown = document.data;
  return (
    <PageFrame title={shown?.title} narrow={880}>
      {document.isPending && <LoadingSpinner label={TEXT.loadingDocument} />}
      {document.isError && (
        <Alert variant="warning">
          {errorMessage(document.error).text} <Link to={pathname}>{TEXT.readCurrent}</Link>
        </Alert>
      )}
      {shown && (
        <>
          <p className="text-body-secondary">
            {TEXT.effective(formatDate(shown.effectiveDttm))} · {TEXT.version(shown.version)}
          </p>
          {shown.version < shown.currentVersion && (
            <Alert variant="info">
              {TEXT.olderVersion(shown.version)} <Link to={pathname}>{TEXT.readCurrent}</Link>
            </Alert>
          )}
          <article>
            <LegalText body={shown.body} />
          </article>
        </>
      )}
      <VersionList kind={kind} pathname={pathname} shown={shown} />
    </PageFrame>
  );
}

export { LegalPage as Component };
