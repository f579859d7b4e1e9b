import { MEMBER_TEXT, passwordBodySchema } from '@store/contract';
import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { schemaError, useForm } from '@/lib/form';
import { useCheckPassword } from '../api/check-password';
import { FormPage } from '../components/form-page';
import { TextField } from '../components/text-field';
import { refusalOr } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import type { PasswordCheckedState } from '../navigation-state';

/** The password again before my info can be edited. */
export function PasswordCheckPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const checkPassword = useCheckPassword();
  const form = useForm({
    idPrefix: 'password-check',
    initialValues: { password: '' },
    validators: { password: (value) => schemaError(passwordBodySchema.shape.password, value) },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await checkPassword.mutateAsync(form.values.password);
      const state: PasswordCheckedState = { passwordChecked: true };
      void navigate(paths.myInfoModify, { state });
    } catch (error) {
      form.setValue('password', '');
      form.focus('password');
      toast.show(refusalOr(error, MEMBER_TEXT.passwordCheckFailed));
    }
  };

  return (
    <FormPage title="비밀번호 확인">
      <p className="text-body-secondary text-center">{MEMBER_SCREEN_TEXT.passwordCheckNotice}</p>
      <Form noValidate onSubmit={submit}>
        <TextField
          id={form.id('password')}
          label="비밀번호"
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          onBlur={() => form.touch('password')}
          error={form.errors.password}
        />
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
