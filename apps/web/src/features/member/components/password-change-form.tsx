import { MEMBER_TEXT, changePasswordBodySchema } from '@store/contract';
import Form from 'react-bootstrap/Form';
import { z } from 'zod';
import { WideSubmit } from '@/components/form-actions';
import { SectionCard } from '@/components/section-card';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { useSession } from '@/lib/session';
import { useChangePassword } from '../api/change-password';
import { MEMBER_ERROR_FIELDS, passwordRefusalOf } from '../member-errors';
import { PROFILE_PASSWORD_TEXTS, confirmationError } from '../profile';
import { PasswordField, refusePassword } from './password-field';

/** Refusals about the new password, shown on it. */
const PASSWORD_CHANGE_ERROR_FIELDS = {
  codes: { ...MEMBER_ERROR_FIELDS.codes, PASSWORD_UNCHANGED: 'newPassword' },
};

const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

const passwordChangeFormSchema = changePasswordBodySchema
  .pick({ currentPassword: true, newPassword: true })
  .extend({ newPasswordConfirm: z.string() });

const FIELDS = [
  { name: 'currentPassword', label: '현재 비밀번호', isNew: false },
  { name: 'newPassword', label: '새 비밀번호', isNew: true },
  { name: 'newPasswordConfirm', label: '새 비밀번호 확인', isNew: true },
] as const;

/** Current, new and confirmation; the reply's fresh token keeps this session signed in. */
export function PasswordChangeForm({ memberId }: { memberId: string }) {
  const session = useSession();
  const toast = useToast();
  const changePassword = useChangePassword();
  const form = useContractForm(passwordChangeFormSchema, {
    idPrefix: 'change-password',
    defaultValues: EMPTY,
    texts: PROFILE_PASSWORD_TEXTS,
    rules: (values) => ({
      newPassword:
        values.newPassword === values.currentPassword
          ? MEMBER_TEXT.newPasswordSameAsCurrent
          : undefined,
      newPasswordConfirm: confirmationError(values.newPasswordConfirm, values.newPassword),
    }),
    deps: { currentPassword: ['newPassword'], newPassword: ['newPasswordConfirm'] },
  });

  const submit = form.submit(async (values) => {
    try {
      const reply = await changePassword.mutateAsync({
        memberId,
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      await session.login(reply.token);
      form.reset(EMPTY);
      toast.show(reply.message);
    } catch (error) {
      const refusal = passwordRefusalOf(error);
      if (refusal) refusePassword(form, 'currentPassword', refusal);
      else if (!form.showServerErrors(error, PASSWORD_CHANGE_ERROR_FIELDS)) {
        toast.show(errorMessage(error));
      }
    }
  });

  return (
    <SectionCard title="비밀번호 변경">
      <Form noValidate onSubmit={submit}>
        {FIELDS.map((field) => (
          <PasswordField key={field.name} form={form} {...field} />
        ))}
        <WideSubmit variant="outline-primary" pending={changePassword.isPending}>
          비밀번호 변경
        </WideSubmit>
      </Form>
    </SectionCard>
  );
}
