import { passwordBodySchema } from '@store/contract';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { LoadingSpinner } from '@/components/loading-spinner';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { loginRedirectState } from '@/lib/login-redirect';
import { useSession } from '@/lib/session';
import { useWithdraw } from '../api/withdraw';
import { FormPage } from '../components/form-page';
import { MEMBER_SCREEN_TEXT } from '../member-text';

/** The goodbye toast shows for one second (specification 001, section 9). */
export const WITHDRAW_TOAST_MS = 1000;

/**
 * A public route that still needs a member: a signed-out visitor is told so and sent to log in.
 */
export function WithdrawPage() {
  const { user, authChecked } = useSession();
  const navigate = useNavigate();
  // Once withdrawn, the sign-out must not read as "log in first"; StrictMode must not alert twice.
  const leaving = useRef(false);

  useEffect(() => {
    if (!authChecked || user || leaving.current) return;
    leaving.current = true;
    window.alert(MEMBER_SCREEN_TEXT.loginRequired);
    void navigate(paths.login, {
      replace: true,
      state: loginRedirectState({ pathname: paths.withdraw, search: '', hash: '' }),
    });
  }, [authChecked, user, navigate]);

  if (!authChecked || !user) return <LoadingSpinner label={MEMBER_SCREEN_TEXT.checkingSession} />;
  return <WithdrawForm onLeaving={() => (leaving.current = true)} />;
}

function WithdrawForm({ onLeaving }: { onLeaving: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const withdraw = useWithdraw();
  const [confirming, setConfirming] = useState(false);
  const form = useContractForm(passwordBodySchema, {
    idPrefix: 'withdraw',
    defaultValues: { password: '' },
  });

  const ask = form.submit(() => setConfirming(true));

  const confirm = async () => {
    try {
      const reply = await withdraw.mutateAsync(form.getValues('password'));
      onLeaving();
      toast.show(reply.message, WITHDRAW_TOAST_MS);
      session.logout();
      void navigate(paths.home, { replace: true });
    } catch (error) {
      setConfirming(false);
      form.change('password', '');
      form.focus('password');
      toast.show(errorMessage(error));
    }
  };

  return (
    <FormPage title="회원 탈퇴">
      <p className="text-body-secondary text-center">{MEMBER_SCREEN_TEXT.withdrawNotice}</p>
      <Form noValidate onSubmit={ask}>
        <FormField form={form} name="password" label="비밀번호">
          {(control) => (
            <Form.Control {...control} type="password" autoComplete="current-password" />
          )}
        </FormField>
        <div className="d-grid">
          <Button type="submit" variant="danger">
            탈퇴하기
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        show={confirming}
        title="회원 탈퇴"
        confirmVariant="danger"
        pending={withdraw.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        {MEMBER_SCREEN_TEXT.withdrawConfirm}
      </ConfirmDialog>
    </FormPage>
  );
}

export { WithdrawPage as Component };
