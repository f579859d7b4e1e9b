import { MEMBER_TEXT, memberAddBodySchema, memberIdSchema } from '@store/contract';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormField } from '@/components/form-field';
import { LinkButton } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { schemaError, useContractForm } from '@/lib/form';
import { useAddMember } from '../api/add-member';
import { FormPage } from '../components/form-page';
import { MemberIdField, useMemberIdCheck } from '../components/member-id-field';
import { ProfileFields } from '../components/profile-fields';
import { MEMBER_ERROR_FIELDS } from '../member-errors';
import {
  EMPTY_PROFILE,
  confirmationError,
  profileBody,
  profileFormShape,
  withoutEmpty,
  type ProfileValues,
} from '../profile';

interface MemberAddValues extends ProfileValues {
  memberId: string;
  password: string;
  passwordConfirm: string;
  email: string;
}

const memberAddFormSchema = memberAddBodySchema
  .pick({ memberId: true, password: true, email: true, phone: true })
  .extend({ ...profileFormShape, passwordConfirm: z.string() });

/** The sign-up fields without e-mail verification; the duplicate check is there but optional. */
export function MemberAddPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const idCheck = useMemberIdCheck();
  const addMember = useAddMember();
  const form = useContractForm(memberAddFormSchema, {
    idPrefix: 'member-add',
    defaultValues: {
      memberId: '',
      password: '',
      passwordConfirm: '',
      email: '',
      ...EMPTY_PROFILE,
    } satisfies MemberAddValues,
    rules: (values) => ({
      memberId:
        idCheck.outcomeFor(values.memberId) === 'taken' ? MEMBER_TEXT.idDuplicate : undefined,
      passwordConfirm: confirmationError(values.passwordConfirm, values.password),
    }),
    deps: { password: ['passwordConfirm'] },
  });
  const memberId = useWatch({ control: form.control, name: 'memberId' });
  const idOutcome = idCheck.outcomeFor(memberId);

  // The check's answer decides the field's message too.
  const { trigger } = form;
  useEffect(() => {
    void trigger('memberId');
  }, [idOutcome, trigger]);

  const checkId = () => {
    const error = schemaError(memberIdSchema, memberId);
    if (error) form.showErrors({ memberId: error });
    else void idCheck.check(memberId);
  };

  const submit = form.submit(async (values) => {
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
      if (error instanceof ApiError && error.code === 'MEMBER_ID_TAKEN') {
        idCheck.markTaken(values.memberId);
      }
      const onFields = form.showServerErrors(error, MEMBER_ERROR_FIELDS);
      // The reason shows on its field when it names one; otherwise in the toast.
      const reason = onFields ? '' : ` ${errorMessage(error).text}`;
      toast.show({ text: `${MEMBER_TEXT.memberAddFailed}${reason}`, type: 'error' });
    }
  });

  const emailField = (
    <FormField form={form} name="email" label="이메일">
      {(control) => <Form.Control {...control} type="email" />}
    </FormField>
  );

  return (
    <FormPage title="회원 등록">
      <Form noValidate onSubmit={submit}>
        <MemberIdField
          form={form}
          outcome={idOutcome}
          pending={idCheck.pending}
          onCheck={checkId}
        />
        <FormField form={form} name="password" label="비밀번호">
          {(control) => <Form.Control {...control} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField form={form} name="passwordConfirm" label="비밀번호 확인">
          {(control) => <Form.Control {...control} type="password" autoComplete="new-password" />}
        </FormField>
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
