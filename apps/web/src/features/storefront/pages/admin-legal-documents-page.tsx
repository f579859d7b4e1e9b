import {
  SHOP_INFO_LABELS,
  fillShopDetails,
  publishLegalDocumentBodySchema,
  type AdminLegalDocument,
  type LegalDocumentKind,
  type ShopInfo,
} from '@store/contract';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/data-table';
import { FormActions } from '@/components/form-actions';
import { TextField } from '@/components/form-field';
import { LegalText } from '@/components/legal-text';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { SectionCard } from '@/components/section-card';
import { useToast } from '@/components/toast';
import { useFormWrite } from '@/components/use-form-write';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useContractForm } from '@/lib/form';
import { useShopInfo } from '@/lib/shop-info';
import { useAdminDocuments } from '../api/get-admin-documents';
import { usePublishDocument } from '../api/publish-document';
import { LEGAL_PAGE_KINDS } from '../legal-pages';
import { STOREFRONT_SCREEN_TEXT as TEXT } from '../storefront-text';

const editorSchema = publishLegalDocumentBodySchema.pick({ title: true, body: true });

/** The public page of each document that has one. */
const PAGE_OF = Object.fromEntries(
  Object.entries(LEGAL_PAGE_KINDS).map(([path, kind]) => [kind, path]),
) as Partial<Record<LegalDocumentKind, string>>;

const PLACEHOLDERS = Object.values(SHOP_INFO_LABELS)
  .map((label) => `{${label}}`)
  .join(' ');

/** What the preview fills in before the details are known: the labels themselves. */
const LABELS_AS_INFO = {
  ...SHOP_INFO_LABELS,
  updateDttm: null,
} satisfies ShopInfo;

/** A new version of `document`, from its text, with a preview as readers will see it. */
function DocumentEditor({
  document,
  shop,
  onClose,
}: {
  document: AdminLegalDocument;
  shop: ShopInfo | undefined;
  onClose: () => void;
}) {
  const toast = useToast();
  const publish = usePublishDocument();
  const form = useContractForm(editorSchema, {
    idPrefix: 'legal-document',
    defaultValues: { title: document.title, body: document.body },
  });
  const body = useWatch({ control: form.control, name: 'body' });
  // Opened by its button: the title is next (once; the form's helpers are new each render).
  const focusTitle = useRef(form.focus);
  useEffect(() => {
    focusTitle.current('title');
  }, []);

  const submit = useFormWrite(form, async (values) => {
    const reply = await publish.mutateAsync({
      kind: document.kind,
      body: { ...values, baseVersion: document.version },
    });
    toast.show(reply.message);
    onClose();
  });

  return (
    <SectionCard
      title={TEXT.editing(document.kindName, document.version + 1)}
      intro={TEXT.editIntro(document.version)}
      className="mt-4"
    >
      <Form noValidate onSubmit={submit}>
        <TextField form={form} name="title" label={TEXT.title} maxLength={100} />
        <TextField
          form={form}
          name="body"
          label={TEXT.body}
          rows={18}
          help={
            <>
              {TEXT.bodyHint}
              <br />
              {TEXT.placeholders}: {PLACEHOLDERS}
            </>
          }
        />
        <section aria-labelledby="legal-document-preview" className="border rounded p-3 mb-3">
          <h3 id="legal-document-preview" className="h6 text-body-secondary">
            {TEXT.preview}
          </h3>
          <LegalText body={fillShopDetails(body, shop ?? LABELS_AS_INFO)} headingLevel={3} />
        </section>
        <FormActions submitLabel={TEXT.publish} pending={publish.isPending}>
          <Button variant="outline-secondary" onClick={onClose}>
            {TEXT.cancel}
          </Button>
        </FormActions>
      </Form>
    </SectionCard>
  );
}

type Row = AdminLegalDocument & { seq: number };

/**
 * `/shop/documents`: the version in effect of each document (DESIGN §17). An administrator writes
 * the next version from it and publishes it; versions are never changed afterwards.
 */
export function AdminLegalDocumentsPage() {
  const documents = useAdminDocuments();
  const shop = useShopInfo({ fresh: true });
  const [editing, setEditing] = useState<LegalDocumentKind | null>(null);
  const rows: Row[] = (documents.data?.documentList ?? []).map((document, index) => ({
    ...document,
    seq: index + 1,
  }));
  const edited = rows.find((row) => row.kind === editing);

  const columns: Column<Row>[] = [
    { header: '문서', cell: (row) => row.kindName },
    { header: TEXT.title, cell: (row) => row.title },
    { header: '현재 판', cell: (row) => TEXT.version(row.version) },
    { header: '시행일', cell: (row) => formatDate(row.effectiveDttm) },
    { header: TEXT.author, cell: (row) => row.authorId ?? TEXT.defaultText },
    {
      header: '관리',
      cell: (row) => {
        const page = PAGE_OF[row.kind];
        return (
          <div className="d-flex gap-2">
            <Button
              size="sm"
              variant="outline-primary"
              aria-label={`${row.kindName} ${TEXT.edit}`}
              onClick={() => setEditing(row.kind)}
            >
              {TEXT.edit}
            </Button>
            {page && (
              <Link className="btn btn-sm btn-outline-secondary" to={page}>
                {TEXT.readPublic}
                <span className="visually-hidden"> ({row.kindName})</span>
              </Link>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <PageFrame>
      {documents.isPending && <LoadingSpinner label={TEXT.loadingDocuments} />}
      {documents.isError && <Alert variant="warning">{errorMessage(documents.error).text}</Alert>}
      {documents.data && (
        <DataTable columns={columns} rows={rows} caption={TEXT.documentsCaption} />
      )}
      {edited && (
        <DocumentEditor
          key={`${edited.kind}-${edited.version}`}
          document={edited}
          shop={shop.data}
          onClose={() => setEditing(null)}
        />
      )}
    </PageFrame>
  );
}

export { AdminLegalDocumentsPage as Component };
