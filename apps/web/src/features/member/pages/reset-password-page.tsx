import { MEMBER_TEXT } from '@store/contract';
import { useEffect, useRef, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useForm } from '@/lib/form';
import { useResetPassword } from '../api/reset-password';
import { FormPage } from '../components/form-page';
import { TextField } from '../components/text-field';
import { withReason } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import { resetPasswordStateOf, type ResetPasswordState } from '../navigation-state';
import { confirmationError, newPasswordError } from '../profile';

/** Only right after the e-mail verification of the find-password screen (its location state). */
export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const verified = resetPasswordStateOf(location.state);
  const allowed = verified !== null;
  const warned = useRef(false);

  useEffect(() => {
    if (allowed || warned.current) return;
    warned.current = true;
    window.alert(MEMBER_SCREEN_TEXT.wrongAccess);
    void navigate(paths.findPassword, { replace: true });
  }, [allowed, navigate]);

  return verified ? <ResetPasswordForm verified={verified} /> : null;
}

function ResetPasswordForm({ verified }: { verified: ResetPasswordState }) {
  const navigate = useNavigate();
  const toast = useToast();
  const resetPassword = useResetPassword();
  const form = useForm({
    idPrefix: 'reset-password',
    initialValues: { newPassword: '', newPasswordConfirm: '' },
    validators: {
      newPassword: (value) => newPasswordError(value, MEMBER_SCREEN_TEXT.passwordRuleProfile),
      newPasswordConfirm: (value, values) => confirmationError(value, values.newPassword),
    },
  });
  const { values, errors } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      const reply = await resetPassword.mutateAsync({
        memberId: verified.memberId,
        email: verified.email,
        newPassword: values.newPassword,
      });
      window.alert(reply.message.text);
      void navigate(paths.login, { replace: true });
    } catch (error) {
      toast.show({ text: withReason(MEMBER_TEXT.passwordResetFailed, error), type: 'error' });
    }
  };

  return (
    <FormPage title="비밀번호 재설정">
      <p className="text-body-secondary text-center">
        {verified.memberId} 회원님의 새 비밀번호를 입력해주세요.
      </p>
      <Form noValidate onSubmit={submit}>
        <TextField
          id={form.id('newPassword')}
          label="새 비밀번호"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(event) => form.setValue('newPassword', event.target.value)}
          onBlur={() => form.touch('newPassword')}
          error={errors.newPassword}
        />
        <TextField
          id={form.id('newPasswordConfirm')}
          label="새 비밀번호 확인"
          type="password"
          autoComplete="new-password"
          value={values.newPasswordConfirm}
          onChange={(event) => form.setValue('newPasswordConfirm', event.target.value)}
          onBlur={() => form.touch('newPasswordConfirm')}
          error={errors.newPasswordConfirm}
        />
        <div className="d-grid">
          <Button type="submit" disabled={resetPassword.isPending}>
            비밀번호 변경
          </Button>
        </div>
      </Form>
    </FormPage>
  );
}

export { ResetPasswordPage as Component };
