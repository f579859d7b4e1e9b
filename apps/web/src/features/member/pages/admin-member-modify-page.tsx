import { MEMBER_TEXT, memberModifyBodySchema, passwordSchema, type Member } from '@store/contract';
import Form from 'react-bootstrap/Form';
import { z } from 'zod';
import { useConfirmedWrite } from '@/components/confirm-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormActions } from '@/components/form-actions';
import { FieldFrame, FormCheck, TextField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { paths, withQuery } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { useAdminMember } from '../admin-query';
import { useModifyMember } from '../api/modify-member';
import { FormPage } from '../components/form-page';
import { MemberQuery } from '../components/member-query';
import { PasswordField } from '../components/password-field';
import { ProfileFields } from '../components/profile-fields';
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
  const { seq, page, member } = useAdminMember();
  return (
    <FormPage title="회원 수정">
      <MemberQuery query={member} wrongAccess={seq === null}>
        {(data) => <MemberModifyForm member={data} page={page} />}
      </MemberQuery>
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
  const toast = useToast();
  const modify = useModifyMember();
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
  const saving = useConfirmedWrite({
    write: () => {
      const values = form.getValues();
      // The record as read, with the edits.
      const body = {
        ...member,
        ...profileBody(values),
        email: values.email.trim(),
        useYn: values.useYn,
        delYn: values.delYn,
        password: values.password || null,
      };
      return modify.mutateAsync({ seq: member.seq, body });
    },
    doneTo: detailPath,
    onFailure: (error) => {
      form.showServerErrors(error, MEMBER_ERROR_FIELDS);
      toast.show(errorMessage(error));
    },
  });

  const emailField = <TextField form={form} name="email" label="이메일" type="email" />;

  return (
    <>
      <Form noValidate onSubmit={form.submit(() => saving.ask())}>
        <FieldFrame id={form.id('memberId')} label="아이디">
          {(control) => <Form.Control {...control} value={member.memberId} readOnly plaintext />}
        </FieldFrame>
        <ProfileFields form={form} afterName={emailField} />
        <FormCheck form={form} name="useYn" type="switch" label="사용 여부" className="mb-2" />
        <FormCheck form={form} name="delYn" type="switch" label="탈퇴 여부" className="mb-3" />
        <PasswordField
          form={form}
          name="password"
          label="새 비밀번호"
          isNew
          help={MEMBER_SCREEN_TEXT.newPasswordOptional}
        />
        <PasswordField form={form} name="passwordConfirm" label="새 비밀번호 확인" isNew />
        <FormActions cancelTo={detailPath} submitLabel="수정" />
      </Form>
      <ConfirmDialog {...saving.dialog} title="회원 수정" pending={modify.isPending}>
        {MEMBER_TEXT.modifyConfirm}
      </ConfirmDialog>
    </>
  );
}

export { MemberModifyPage as Component };
