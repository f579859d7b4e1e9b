import { MEMBER_TEXT, passwordBodySchema } from '@store/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { useCheckPassword } from '../api/check-password';
import { FormPage } from '../components/form-page';
import { refusalOr } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import type { PasswordCheckedState } from '../navigation-state';

/** The password again before my info can be edited. */
export function PasswordCheckPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const checkPassword = useCheckPassword();
  const form = useContractForm(passwordBodySchema, {
    idPrefix: 'password-check',
    defaultValues: { password: '' },
  });

  const submit = form.submit(async ({ password }) => {
    try {
      await checkPassword.mutateAsync(password);
      const state: PasswordCheckedState = { passwordChecked: true };
      void navigate(paths.myInfoModify, { state });
    } catch (error) {
      form.change('password', '');
      form.focus('password');
      toast.show(refusalOr(error, MEMBER_TEXT.passwordCheckFailed));
    }
  });

  return (
    <FormPage title="비밀번호 확인">
      <p className="text-body-secondary text-center">{MEMBER_SCREEN_TEXT.passwordCheckNotice}</p>
      <Form noValidate onSubmit={submit}>
        <FormField form={form} name="password" label="비밀번호">
          {(control) => (
            <Form.Control {...control} type="password" autoComplete="current-password" />
          )}
        </FormField>
        <div className="d-grid">
          <Button type="submit" disabled={checkPassword.isPending}>
            확인
          </Button>
        </div>
      </Form>
    </FormPage>
  );
}

export { PasswordCheckPage as Component };
