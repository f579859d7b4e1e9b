import { MEMBER_TEXT, resetPasswordBodySchema } from '@store/contract';
import Form from 'react-bootstrap/Form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { WideSubmit } from '@/components/form-actions';
import { useToast } from '@/components/toast';
import { useOnce } from '@/components/use-once';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { useResetPassword } from '../api/reset-password';
import { FormPage } from '../components/form-page';
import { PasswordField } from '../components/password-field';
import { withReason } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import { resetPasswordStateOf, type ResetPasswordState } from '../navigation-state';
import { PROFILE_PASSWORD_TEXTS, confirmationError } from '../profile';

const resetPasswordFormSchema = resetPasswordBodySchema
  .pick({ newPassword: true })
  .extend({ newPasswordConfirm: z.string() });

/** Only right after the e-mail verification of the find-password screen (its location state). */
export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const verified = resetPasswordStateOf(location.state);

  useOnce(verified === null, () => {
    toast.show({ text: MEMBER_SCREEN_TEXT.wrongAccess, type: 'warning' });
    void navigate(paths.findPassword, { replace: true });
  });

  return verified ? <ResetPasswordForm verified={verified} /> : null;
}

function ResetPasswordForm({ verified }: { verified: ResetPasswordState }) {
  const navigate = useNavigate();
  const toast = useToast();
  const resetPassword = useResetPassword();
  const form = useContractForm(resetPasswordFormSchema, {
    idPrefix: 'reset-password',
    defaultValues: { newPassword: '', newPasswordConfirm: '' },
    texts: PROFILE_PASSWORD_TEXTS,
    rules: (values) => ({
      newPasswordConfirm: confirmationError(values.newPasswordConfirm, values.newPassword),
    }),
    deps: { newPassword: ['newPasswordConfirm'] },
  });

  const submit = form.submit(async (values) => {
    try {
      const reply = await resetPassword.mutateAsync({
        memberId: verified.memberId,
        email: verified.email,
        newPassword: values.newPassword,
      });
      toast.show(reply.message);
      void navigate(paths.login, { replace: true });
    } catch (error) {
      toast.show({ text: withReason(MEMBER_TEXT.passwordResetFailed, error), type: 'error' });
    }
  });

  return (
    <FormPage title="비밀번호 재설정">
      <p className="text-body-secondary text-center">
        {verified.memberId} 회원님의 새 비밀번호를 입력해주세요.
      </p>
      <Form noValidate onSubmit={submit}>
        <PasswordField form={form} name="newPassword" label="새 비밀번호" isNew />
        <PasswordField form={form} name="newPasswordConfirm" label="새 비밀번호 확인" isNew />
        <WideSubmit pending={resetPassword.isPending}>비밀번호 변경</WideSubmit>
      </Form>
    </FormPage>
  );
}

export { ResetPasswordPage as Component };
