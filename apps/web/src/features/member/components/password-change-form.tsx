import { MEMBER_TEXT, changePasswordBodySchema } from '@store/contract';
import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { schemaError, useForm } from '@/lib/form';
import { useSession } from '@/lib/session';
import { useChangePassword } from '../api/change-password';
import { refusalFieldErrors } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import { confirmationError, newPasswordError } from '../profile';
import { TextField } from './text-field';

const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/** Current, new and confirmation; the reply's fresh token keeps this session signed in. */
export function PasswordChangeForm({ memberId }: { memberId: string }) {
  const session = useSession();
  const toast = useToast();
  const changePassword = useChangePassword();
  const form = useForm({
    idPrefix: 'change-password',
    initialValues: EMPTY,
    validators: {
      currentPassword: (value) =>
        schemaError(changePasswordBodySchema.shape.currentPassword, value),
      newPassword: (value, values) =>
        (value === '' ? MEMBER_TEXT.newPasswordRequired : undefined) ??
        newPasswordError(value, MEMBER_SCREEN_TEXT.passwordRuleProfile) ??
        (value === values.currentPassword ? MEMBER_TEXT.newPasswordSameAsCurrent : undefined),
      newPasswordConfirm: (value, values) => confirmationError(value, values.newPassword),
    },
  });
  const { values, errors } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
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
      form.setValue('currentPassword', '');
      form.focus('currentPassword');
      form.showErrors(refusalFieldErrors(error));
      toast.show(errorMessage(error));
    }
  };

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      id={form.id(name)}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => form.setValue(name, event.target.value)}
      onBlur={() => form.touch(name)}
      error={errors[name]}
    />
  );

  return (
    <Card as="section" aria-labelledby="change-password-heading">
      <Card.Body>
        <h2 id="change-password-heading" className="h5 mb-3">
          비밀번호 변경
        </h2>
        <Form noValidate onSubmit={submit}>
          {field('currentPassword', '현재 비밀번호', 'current-password')}
          {field('newPassword', '새 비밀번호', 'new-password')}
          {field('newPasswordConfirm', '새 비밀번호 확인', 'new-password')}
          <div className="d-grid">
            <Button type="submit" variant="outline-primary" disabled={changePassword.isPending}>
              비밀번호 변경
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
