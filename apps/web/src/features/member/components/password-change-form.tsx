import { MEMBER_TEXT, changePasswordBodySchema } from '@store/contract';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { z } from 'zod';
import { FormField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { useSession } from '@/lib/session';
import { useChangePassword } from '../api/change-password';
import { MEMBER_ERROR_FIELDS } from '../member-errors';
import { PROFILE_PASSWORD_TEXTS, confirmationError } from '../profile';

const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

const passwordChangeFormSchema = changePasswordBodySchema
  .pick({ currentPassword: true, newPassword: true })
  .extend({ newPasswordConfirm: z.string() });

const FIELDS = [
  { name: 'currentPassword', label: '현재 비밀번호', autoComplete: 'current-password' },
  { name: 'newPassword', label: '새 비밀번호', autoComplete: 'new-password' },
  { name: 'newPasswordConfirm', label: '새 비밀번호 확인', autoComplete: 'new-password' },
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
      form.change('currentPassword', '');
      form.focus('currentPassword');
      form.showServerErrors(error, MEMBER_ERROR_FIELDS);
      toast.show(errorMessage(error));
    }
  });

  return (
    <Card as="section" aria-labelledby="change-password-heading">
      <Card.Body>
        <h2 id="change-password-heading" className="h5 mb-3">
          비밀번호 변경
        </h2>
        <Form noValidate onSubmit={submit}>
          {FIELDS.map(({ name, label, autoComplete }) => (
            <FormField key={name} form={form} name={name} label={label}>
              {(control) => (
                <Form.Control {...control} type="password" autoComplete={autoComplete} />
              )}
            </FormField>
          ))}
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
