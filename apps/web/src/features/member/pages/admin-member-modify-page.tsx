import { MEMBER_TEXT, emailSchema, type Member } from '@store/contract';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { useToast } from '@/components/toast';
import { paths, withQuery } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { schemaError, useForm } from '@/lib/form';
import { pageOf, seqOf } from '../admin-query';
import { useMember } from '../api/get-member';
import { useModifyMember } from '../api/modify-member';
import { FormPage } from '../components/form-page';
import { ProfileFields } from '../components/profile-fields';
import { QueryError } from '../components/query-error';
import { TextField } from '../components/text-field';
import { refusalFieldErrors } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import {
  birthDateError,
  confirmationError,
  nameError,
  newPasswordError,
  phoneError,
  profileBody,
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
  const form = useForm<MemberModifyValues>({
    idPrefix: 'member-modify',
    initialValues: () => ({
      ...profileValuesOf(member),
      email: member.email ?? '',
      useYn: member.useYn,
      delYn: member.delYn,
      password: '',
      passwordConfirm: '',
    }),
    validators: {
      name: nameError,
      email: (value) => schemaError(emailSchema, value),
      phone: (value) => phoneError(value, MEMBER_TEXT.phoneEdit),
      birthDate: birthDateError,
      password: (value) => (value === '' ? undefined : newPasswordError(value)),
      passwordConfirm: (value, values) => confirmationError(value, values.password),
    },
  });
  const { values, errors } = form;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) setConfirming(true);
  };

  const save = async () => {
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
      form.showErrors(refusalFieldErrors(error));
      toast.show(errorMessage(error));
    }
  };

  const emailField = (
    <TextField
      id={form.id('email')}
      label="이메일"
      type="email"
      value={values.email}
      onChange={(event) => form.setValue('email', event.target.value)}
      onBlur={() => form.touch('email')}
      error={errors.email}
    />
  );

  return (
    <>
      <Form noValidate onSubmit={ask}>
        <TextField
          id={form.id('memberId')}
          label="아이디"
          value={member.memberId}
          readOnly
          plaintext
        />
        <ProfileFields form={form} afterName={emailField} />
        <Form.Check
          type="switch"
          id={form.id('useYn')}
          className="mb-2"
          label="사용 여부"
          checked={values.useYn}
          onChange={(event) => form.setValue('useYn', event.target.checked)}
        />
        <Form.Check
          type="switch"
          id={form.id('delYn')}
          className="mb-3"
          label="탈퇴 여부"
          checked={values.delYn}
          onChange={(event) => form.setValue('delYn', event.target.checked)}
        />
        <TextField
          id={form.id('password')}
          label="새 비밀번호"
          type="password"
          autoComplete="new-password"
          help={MEMBER_SCREEN_TEXT.newPasswordOptional}
          value={values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          onBlur={() => form.touch('password')}
          error={errors.password}
        />
        <TextField
          id={form.id('passwordConfirm')}
          label="새 비밀번호 확인"
          type="password"
          autoComplete="new-password"
          value={values.passwordConfirm}
          onChange={(event) => form.setValue('passwordConfirm', event.target.value)}
          onBlur={() => form.touch('passwordConfirm')}
          error={errors.passwordConfirm}
        />
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
