import { MEMBER_TEXT, emailSchema, memberIdSchema } from '@store/contract';
import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { schemaError, useForm } from '@/lib/form';
import { useAddMember } from '../api/add-member';
import { FormPage } from '../components/form-page';
import { MemberIdField, useMemberIdCheck } from '../components/member-id-field';
import { ProfileFields } from '../components/profile-fields';
import { TextField } from '../components/text-field';
import { refusalFieldErrors } from '../member-errors';
import {
  EMPTY_PROFILE,
  birthDateError,
  confirmationError,
  nameError,
  newPasswordError,
  phoneError,
  profileBody,
  withoutEmpty,
  type ProfileValues,
} from '../profile';

interface MemberAddValues extends ProfileValues {
  memberId: string;
  password: string;
  passwordConfirm: string;
  email: string;
}

/** The sign-up fields without e-mail verification; the duplicate check is there but optional. */
export function MemberAddPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const idCheck = useMemberIdCheck();
  const addMember = useAddMember();
  const form = useForm<MemberAddValues>({
    idPrefix: 'member-add',
    initialValues: { memberId: '', password: '', passwordConfirm: '', email: '', ...EMPTY_PROFILE },
    validators: {
      memberId: (value) =>
        schemaError(memberIdSchema, value) ??
        (idCheck.outcomeFor(value) === 'taken' ? MEMBER_TEXT.idDuplicate : undefined),
      password: (value) => newPasswordError(value),
      passwordConfirm: (value, values) => confirmationError(value, values.password),
      name: nameError,
      email: (value) => schemaError(emailSchema, value),
      phone: (value) => phoneError(value, MEMBER_TEXT.phoneSignup),
      birthDate: birthDateError,
    },
  });
  const { values, errors } = form;

  const checkId = () => {
    const error = schemaError(memberIdSchema, values.memberId);
    if (error) form.showErrors({ memberId: error });
    else void idCheck.check(values.memberId);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      const reply = await addMember.mutateAsync({
        ...withoutEmpty(profileBody(values)),
        name: values.name.trim(),
        memberId: values.memberId.trim(),
        password: values.password,
        email: values.email.trim(),
      });
      toast.show(reply.message);
      void navigate(paths.memberList);
    } catch (error) {
      const fieldErrors = refusalFieldErrors(error);
      if (error instanceof ApiError && error.code === 'MEMBER_ID_TAKEN') {
        idCheck.markTaken(values.memberId);
      }
      form.showErrors(fieldErrors);
      // The reason shows on its field when it names one; otherwise in the toast.
      const reason = Object.keys(fieldErrors).length > 0 ? '' : ` ${errorMessage(error).text}`;
      toast.show({ text: `${MEMBER_TEXT.memberAddFailed}${reason}`, type: 'error' });
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
    <FormPage title="회원 등록">
      <Form noValidate onSubmit={submit}>
        <MemberIdField
          id={form.id('memberId')}
          value={values.memberId}
          onChange={(value) => form.setValue('memberId', value)}
          onBlur={() => form.touch('memberId')}
          error={errors.memberId}
          outcome={idCheck.outcomeFor(values.memberId)}
          pending={idCheck.pending}
          onCheck={checkId}
        />
        <TextField
          id={form.id('password')}
          label="비밀번호"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          onBlur={() => form.touch('password')}
          error={errors.password}
        />
        <TextField
          id={form.id('passwordConfirm')}
          label="비밀번호 확인"
          type="password"
          autoComplete="new-password"
          value={values.passwordConfirm}
          onChange={(event) => form.setValue('passwordConfirm', event.target.value)}
          onBlur={() => form.touch('passwordConfirm')}
          error={errors.passwordConfirm}
        />
        <ProfileFields form={form} afterName={emailField} />
        <div className="d-flex justify-content-end gap-2 mt-4">
          <LinkButton to={paths.memberList} variant="outline-secondary">
            취소
          </LinkButton>
          <Button type="submit" disabled={addMember.isPending}>
            등록
          </Button>
        </div>
      </Form>
    </FormPage>
  );
}

export { MemberAddPage as Component };
