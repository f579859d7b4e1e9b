import { SIGNUP_AGREEMENT_KINDS, type SignupAgreement } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { FormCheck } from '@/components/form-field';
import { LegalText } from '@/components/legal-text';
import { LoadingSpinner } from '@/components/loading-spinner';
import { errorMessage } from '@/lib/api-client';
import type { ContractForm } from '@/lib/form';
import { useLegalDocument } from '@/lib/legal-documents';

/** Sign-up's agreement boxes, none ticked in advance (DESIGN §17). */
export interface AgreementValues {
  agreeTerms: boolean;
  agreePrivacy: boolean;
  agreeMarketing: boolean;
}

export const NO_AGREEMENTS: AgreementValues = {
  agreeTerms: false,
  agreePrivacy: false,
  agreeMarketing: false,
};

export const SIGNUP_AGREEMENT_TEXT = {
  legend: '약관 동의',
  all: '전체 동의',
  allHint: '선택 항목인 광고성 정보 수신 동의를 포함합니다.',
  terms: '[필수] 이용약관 동의',
  privacy: '[필수] 개인정보 수집·이용 동의',
  marketing: '[선택] 광고성 정보 수신 동의',
  read: '내용 보기',
  close: '내용 닫기',
  loading: '내용을 불러오는 중입니다.',
} as const;

/** Each box: its form field, its label, and the sign-up body's key (whose document it shows). */
const AGREEMENTS: readonly { name: keyof AgreementValues; key: SignupAgreement }[] = [
  { name: 'agreeTerms', key: 'terms' },
  { name: 'agreePrivacy', key: 'privacy' },
  { name: 'agreeMarketing', key: 'marketing' },
];

/** Where the server's messages about the agreements go on the form. */
export const AGREEMENT_ERROR_FIELDS: Readonly<Record<string, keyof AgreementValues>> = {
  'agreements.terms': 'agreeTerms',
  'agreements.privacy': 'agreePrivacy',
  'agreements.marketing': 'agreeMarketing',
};

/** The document a box asks about, read when it is opened, in full under its box. */
function AgreementDocument({ agreement, id }: { agreement: SignupAgreement; id: string }) {
  const document = useLegalDocument(SIGNUP_AGREEMENT_KINDS[agreement]);
  return (
    <div
      id={id}
      role="region"
      aria-label={document.data?.title ?? SIGNUP_AGREEMENT_TEXT[agreement]}
      className="border rounded bg-body-tertiary p-3 mb-2 small"
    >
      {document.isPending && (
        <LoadingSpinner label={SIGNUP_AGREEMENT_TEXT.loading} className="py-2" />
      )}
      {document.isError && <p className="mb-0">{errorMessage(document.error).text}</p>}
      {document.data && <LegalText body={document.data.body} headingLevel={3} />}
    </div>
  );
}

function AgreementRow({
  form,
  name,
  agreement,
}: {
  form: ContractForm<AgreementValues>;
  name: keyof AgreementValues;
  agreement: SignupAgreement;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const documentId = form.id(`${name}-document`);
  return (
    <>
      <div className="d-flex align-items-start justify-content-between gap-2">
        <FormCheck form={form} name={name} label={SIGNUP_AGREEMENT_TEXT[agreement]} />
        <Button
          variant="link"
          size="sm"
          className="flex-shrink-0 p-0"
          aria-expanded={isOpen}
          aria-controls={isOpen ? documentId : undefined}
          aria-label={`${SIGNUP_AGREEMENT_TEXT[agreement]} ${isOpen ? SIGNUP_AGREEMENT_TEXT.close : SIGNUP_AGREEMENT_TEXT.read}`}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? SIGNUP_AGREEMENT_TEXT.close : SIGNUP_AGREEMENT_TEXT.read}
        </Button>
      </div>
      {isOpen && <AgreementDocument agreement={agreement} id={documentId} />}
    </>
  );
}

/**
 * 전체 동의 and the three boxes, each with its document to read. Ticking 전체 동의 ticks all three
 * (the optional one too, as it says); it is ticked when all three are.
 */
export function SignupAgreements<V extends AgreementValues>({ form }: { form: ContractForm<V> }) {
  const account = form as unknown as ContractForm<AgreementValues>;
  const values = useWatch({
    control: account.control,
    name: ['agreeTerms', 'agreePrivacy', 'agreeMarketing'],
  });
  const isAll = values.every(Boolean);
  const tickAll = (checked: boolean) => {
    for (const { name } of AGREEMENTS) account.change(name, checked);
  };
  return (
    <fieldset className="border rounded p-3 mt-4">
      <legend className="float-none w-auto fs-6 fw-bold px-1 mb-2">
        {SIGNUP_AGREEMENT_TEXT.legend}
      </legend>
      <Form.Check
        id={account.id('agreeAll')}
        className="mb-0 fw-bold"
        label={SIGNUP_AGREEMENT_TEXT.all}
        checked={isAll}
        aria-describedby={account.id('agreeAll-hint')}
        onChange={(event) => tickAll(event.target.checked)}
      />
      <Form.Text id={account.id('agreeAll-hint')} className="d-block mb-2">
        {SIGNUP_AGREEMENT_TEXT.allHint}
      </Form.Text>
      <hr className="my-2" />
      {AGREEMENTS.map(({ name, key }) => (
        <AgreementRow key={name} form={account} name={name} agreement={key} />
      ))}
    </fieldset>
  );
}
