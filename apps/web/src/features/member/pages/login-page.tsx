import { loginBodySchema } from '@store/contract';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, Navigate, useLocation } from 'react-router';
import { WideSubmit } from '@/components/form-actions';
import { TextField } from '@/components/form-field';
import { LoadingSpinner } from '@/components/loading-spinner';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { redirectTarget } from '@/lib/login-redirect';
import { useSession } from '@/lib/session';
import { useLogin } from '../api/login';
import { FormPage } from '../components/form-page';
import { PasswordField } from '../components/password-field';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import { forgetSavedMemberId, readSavedMemberId, saveMemberId } from '../saved-member-id';

/** Login toasts show for one second (specification 000, section 9). */
export const LOGIN_TOAST_MS = 1000;

export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const toast = useToast();
  const login = useLogin();
  const [savedId] = useState(readSavedMemberId);
  const [remember, setRemember] = useState(savedId !== null);
  const form = useContractForm(loginBodySchema, {
    idPrefix: 'login',
    defaultValues: { memberId: savedId ?? '', password: '' },
  });

  // Signed in (already, or just now): on to the page the guard remembered.
  if (session.user) return <Navigate to={redirectTarget(location.state)} replace />;
  if (!session.authChecked) return <LoadingSpinner label={MEMBER_SCREEN_TEXT.checkingSession} />;

  const changeRemember = (checked: boolean) => {
    setRemember(checked);
    if (!checked) forgetSavedMemberId();
  };

  const submit = form.submit(async (values) => {
    const memberId = values.memberId.trim();
    try {
      const reply = await login.mutateAsync({ memberId, password: values.password });
      if (remember) saveMemberId(memberId);
      else forgetSavedMemberId();
      await session.login(reply.token);
      toast.show(reply.message, LOGIN_TOAST_MS);
    } catch (error) {
      form.clearAndFocus('password');
      toast.show(errorMessage(error));
    }
  });

  return (
    <FormPage title="로그인">
      <Form noValidate onSubmit={submit}>
        <TextField form={form} name="memberId" label="아이디" autoComplete="username" />
        <PasswordField form={form} name="password" label="비밀번호" />
        <Form.Check
          id={form.id('remember')}
          className="mb-3"
          label="아이디 저장"
          checked={remember}
          onChange={(event) => changeRemember(event.target.checked)}
        />
        <WideSubmit size="lg" pending={login.isPending}>
          로그인
        </WideSubmit>
      </Form>
      <div className="d-flex justify-content-center gap-3 mt-4">
        <Link to={paths.findPassword}>비밀번호 찾기</Link>
        <span className="text-body-tertiary" aria-hidden="true">
          |
        </span>
        <Link to={paths.signup}>회원가입</Link>
      </div>
    </FormPage>
  );
}

export { LoginPage as Component };
