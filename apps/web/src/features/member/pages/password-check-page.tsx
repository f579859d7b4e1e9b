import { MEMBER_TEXT } from '@store/contract';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useCheckPassword } from '../api/check-password';
import { FormPage } from '../components/form-page';
import { restartPassword } from '../components/password-field';
import { PasswordForm, usePasswordForm } from '../components/password-form';
import { refusalOr } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import type { PasswordCheckedState } from '../navigation-state';

/** The password again before my info can be edited. */
export function PasswordCheckPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const checkPassword = useCheckPassword();
  const form = usePasswordForm('password-check');

  const submit = form.submit(async ({ password }) => {
    try {
      await checkPassword.mutateAsync(password);
      const state: PasswordCheckedState = { passwordChecked: true };
      void navigate(paths.myInfoModify, { state });
    } catch (error) {
      // The specification's toast is the one message (section 9): the field starts again, empty.
      restartPassword(form, 'password');
      toast.show(refusalOr(error, MEMBER_TEXT.passwordCheckFailed));
    }
  });

  return (
    <FormPage title="비밀번호 확인">
      <PasswordForm
        form={form}
        notice={MEMBER_SCREEN_TEXT.passwordCheckNotice}
        onSubmit={submit}
        pending={checkPassword.isPending}
      >
        확인
      </PasswordForm>
    </FormPage>
  );
}

export { PasswordCheckPage as Component };
