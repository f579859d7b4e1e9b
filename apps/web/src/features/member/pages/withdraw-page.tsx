import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate } from 'react-router';
import { useConfirmedWrite } from '@/components/confirm-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingSpinner } from '@/components/loading-spinner';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { loginRedirectState } from '@/lib/login-redirect';
import { useSession } from '@/lib/session';
import { useWithdrawalRefusal } from '../api/get-withdrawal-refusal';
import { useWithdraw } from '../api/withdraw';
import { FormPage } from '../components/form-page';
import { restartPassword } from '../components/password-field';
import { PasswordForm, usePasswordForm } from '../components/password-form';
import { passwordRefusalOf } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
/** The goodbye toast shows for one second (specification 001, section 9). */
export const WITHDRAW_TOAST_MS = 1000;

/** The server's refusals while orders, rentals or a settlement are under way (409). */
const BUSINESS_UNDER_WAY = new Set(['WITHDRAWAL_IN_PROGRESS', 'WITHDRAWAL_BALANCE_DUE']);

/**
 * A public route that still needs a member: a signed-out visitor is told so and sent to log in.
 */
export function WithdrawPage() {
  const { user, authChecked } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  // Once withdrawn, the sign-out must not read as "log in first"; StrictMode must not say it twice.
  const leaving = useRef(false);

  useEffect(() => {
    if (!authChecked || user || leaving.current) return;
    leaving.current = true;
    toast.show({ text: MEMBER_SCREEN_TEXT.loginRequired, type: 'warning' });
    void navigate(paths.login, {
      replace: true,
      state: loginRedirectState({ pathname: paths.withdraw, search: '', hash: '' }),
    });
  }, [authChecked, user, navigate, toast]);

  if (!authChecked || !user) return <LoadingSpinner label={MEMBER_SCREEN_TEXT.checkingSession} />;
  return <WithdrawForm onLeaving={() => (leaving.current = true)} />;
}

function WithdrawForm({ onLeaving }: { onLeaving: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const withdraw = useWithdraw();
  const form = usePasswordForm('withdraw');
  // What the newest orders and rentals say before the password is typed, then the server's word.
  const foreseen = useWithdrawalRefusal().data ?? null;
  const [refused, setRefused] = useState<string | null>(null);
  const underWay = refused ?? foreseen;
  const withdrawal = useConfirmedWrite({
    write: () => withdraw.mutateAsync(form.getValues('password')),
    onFailure: (error) => {
      if (error instanceof ApiError && BUSINESS_UNDER_WAY.has(error.code)) {
        setRefused(error.message);
        return;
      }
      // The server's message as a toast (specification, section 9); a refused password starts again.
      if (passwordRefusalOf(error)) restartPassword(form, 'password', { focus: false });
      toast.show(errorMessage(error));
    },
    onDone: (reply) => {
      onLeaving();
      toast.show(reply.message, WITHDRAW_TOAST_MS);
      session.logout();
      void navigate(paths.home, { replace: true });
    },
  });

  return (
    <FormPage title="회원 탈퇴">
      {underWay && (
        <Alert variant="warning" className="mb-4">
          <p className="mb-2">{underWay}</p>
          <Link className="alert-link" to={paths.orderList}>
            주문내역
          </Link>
          {' · '}
          <Link className="alert-link" to={paths.rentalList}>
            대여현황
          </Link>
        </Alert>
      )}
      <PasswordForm
        form={form}
        notice={MEMBER_SCREEN_TEXT.withdrawNotice}
        onSubmit={form.submit(() => withdrawal.ask())}
        variant="danger"
      >
        탈퇴하기
      </PasswordForm>
      <ConfirmDialog
        {...withdrawal.dialog}
        title="회원 탈퇴"
        confirmVariant="danger"
        pending={withdraw.isPending}
      >
        {MEMBER_SCREEN_TEXT.withdrawConfirm}
      </ConfirmDialog>
    </FormPage>
  );
}

export { WithdrawPage as Component };
