import { MEMBER_TEXT, memberModifyBodySchema, passwordSchema, type Member } from '@store/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FieldFrame, FormCheck, FormField } from '@/components/form-field';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { useToast } from '@/components/toast';
import { paths, withQuery } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { pageOf, seqOf } from '../admin-query';
import { useMember } from '../api/get-member';
import { useModifyMember } from '../api/modify-member';
import { FormPage } from '../components/form-page';
import { ProfileFields } from '../components/profile-fields';
import { QueryError } from '../components/query-error';
import { MEMBER_ERROR_FIELDS } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import {
  confirmationError,
  profileBody,
  profileFormShape,
  profileValuesOf,
  type ProfileValues,
} from '../profile';

interface MemberModifyValues extends ProfileValues {
  email: string;
  useYn: boolean;
  delYn: boolean;
  password: string;
  passwordConfirm: string;
}

const memberModifyFormSchema = memberModifyBodySchema.pick({ email: true, phone: true }).extend({
  ...profileFormShape,
  // Empty keeps the password; anything typed is a new one.
  password: z.preprocess((value) => (value === '' ? undefined : value), passwordSchema.optional()),
  passwordConfirm: z.string(),
});

/** `/member/modify?seq=&page=`: every field, the flags and an optional new password. */
export function MemberModifyPage() {
  const [params] = useSearchParams();
  const seq = seqOf(params);
  const page = pageOf(params);
  const member = useMember(seq);
  return (
    <FormPage title="회원 수정">
      {seq === null && <Alert variant="warning">{MEMBER_SCREEN_TEXT.wrongAccess}</Alert>}
      {seq !== null && member.isPending && (
        <LoadingSpinner label={MEMBER_SCREEN_TEXT.loadingMember} />
      )}
      {member.isError && <QueryError error={member.error} />}
      {member.data && <MemberModifyForm member={member.data} page={page} />}
    </FormPage>
  );
}

function MemberModifyForm({
  member,
  page,
}: {
  member: Member;
  page: { page: number; q?: string };
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const modify = useModifyMember();
  const [confirming, setConfirming] = useState(false);
  const detailPath = withQuery(paths.memberDetail, { seq: member.seq, ...page });
  const form = useContractForm(memberModifyFormSchema, {
    idPrefix: 'member-modify',
    defaultValues: {
      ...profileValuesOf(member),
      email: member.email ?? '',
      useYn: member.useYn,
      delYn: member.delYn,
      password: '',
      passwordConfirm: '',
    } satisfies MemberModifyValues,
    rules: (values) => ({
      passwordConfirm: confirmationError(values.passwordConfirm, values.password),
    }),
    deps: { password: ['passwordConfirm'] },
  });

  const ask = form.submit(() => setConfirming(true));

  const save = async () => {
    const values = form.getValues();
    try {
      // The record as read, with the edits.
      const reply = await modify.mutateAsync({
        seq: member.seq,
        body: {
          ...member,
          ...profileBody(values),
          email: values.email.trim(),
          useYn: values.useYn,
          delYn: values.delYn,
          password: values.password || null,
        },
      });
      toast.show(reply.message);
      void navigate(detailPath);
    } catch (error) {
      setConfirming(false);
      form.showServerErrors(error, MEMBER_ERROR_FIELDS);
      toast.show(errorMessage(error));
    }
  };

  const emailField = (
    <FormField form={form} name="email" label="이메일">
      {(control) => <Form.Control {...control} type="email" />}
    </FormField>
  );

  return (
    <>
      <Form noValidate onSubmit={ask}>
        <FieldFrame id={form.id('memberId')} label="아이디">
          {(control) => <Form.Control {...control} value={member.memberId} readOnly plaintext />}
        </FieldFrame>
        <ProfileFields form={form} afterName={emailField} />
        <FormCheck form={form} name="useYn" type="switch" label="사용 여부" className="mb-2" />
        <FormCheck form={form} name="delYn" type="switch" label="탈퇴 여부" className="mb-3" />
        <FormField
          form={form}
          name="password"
          label="새 비밀번호"
          help={MEMBER_SCREEN_TEXT.newPasswordOptional}
        >
          {(control) => <Form.Control {...control} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField form={form} name="passwordConfirm" label="새 비밀번호 확인">
          {(control) => <Form.Control {...control} type="password" autoComplete="new-password" />}
        </FormField>
        <div className="d-flex justify-content-end gap-2">
          <LinkButton to={detailPath} variant="outline-secondary">
            취소
          </LinkButton>
          <Button type="submit">수정</Button>
        </div>
      </Form>
      <ConfirmDialog
        show={confirming}
        title="회원 수정"
        pending={modify.isPending}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      >
        {MEMBER_TEXT.modifyConfirm}
      </ConfirmDialog>
    </>
  );
}

export { MemberModifyPage as Component };
