import { MEMBER_TEXT, emailVerifyBodySchema, findPasswordRequestBodySchema } from '@store/contract';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { schemaError, useForm } from '@/lib/form';
import { useRequestPasswordResetCode } from '../api/request-password-reset-code';
import { useVerifyPasswordResetCode } from '../api/verify-password-reset-code';
import { FormPage } from '../components/form-page';
import { TextField } from '../components/text-field';
import { refusalOr } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import type { ResetPasswordState } from '../navigation-state';
import { keepInField } from '@/lib/input-value';

const { memberId: memberIdRule, email: emailRule } = findPasswordRequestBodySchema.shape;

/** Member id and e-mail, a code sent to that e-mail, then on to setting a new password. */
export function FindPasswordPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const requestCode = useRequestPasswordResetCode();
  const verifyCode = useVerifyPasswordResetCode();
  // The member id and e-mail the code went to; editing either asks for a new code.
  const [sentTo, setSentTo] = useState<{ memberId: string; email: string } | null>(null);
  const form = useForm({
    idPrefix: 'find-password',
    initialValues: { memberId: '', email: '', code: '' },
    validators: {
      memberId: (value) => schemaError(memberIdRule, value),
      email: (value) => schemaError(emailRule, value),
    },
  });
  const { values, errors } = form;
  const memberId = values.memberId.trim();
  const email = values.email.trim();
  const codeSent = sentTo !== null && sentTo.memberId === memberId && sentTo.email === email;

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      const reply = await requestCode.mutateAsync({ memberId, email });
      setSentTo({ memberId, email });
      form.setValue('code', '');
      form.focus('code');
      toast.show(reply.message);
    } catch (error) {
      toast.show(refusalOr(error, MEMBER_TEXT.codeSendFailed));
    }
  };

  const confirmCode = async () => {
    const code = values.code.trim();
    const error = schemaError(emailVerifyBodySchema.shape.code, code);
    if (error) {
      form.showErrors({ code: error });
      return;
    }
    try {
      const reply = await verifyCode.mutateAsync({ email, code });
      toast.show(reply.message);
      const state: ResetPasswordState = { memberId, email, verified: true };
      void navigate(paths.resetPassword, { state });
    } catch (caught) {
      // Too many tries has its own text; any other refusal asks for a (new) code.
      toast.show(
        caught instanceof ApiError && caught.status === 429
          ? caught.userMessage
          : { text: MEMBER_TEXT.findPasswordVerifyFailed, type: 'warning' },
      );
    }
  };

  return (
    <FormPage title="비밀번호 찾기">
      <p className="text-body-secondary text-center">{MEMBER_SCREEN_TEXT.findPasswordNotice}</p>
      <Form noValidate onSubmit={sendCode}>
        <TextField
          id={form.id('memberId')}
          label="아이디"
          autoComplete="username"
          value={values.memberId}
          onChange={(event) => form.setValue('memberId', event.target.value)}
          onBlur={() => form.touch('memberId')}
          error={errors.memberId}
        />
        <TextField
          id={form.id('email')}
          label="이메일"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => form.setValue('email', event.target.value)}
          onBlur={() => form.touch('email')}
          error={errors.email}
          action={
            <Button type="submit" variant="outline-secondary" disabled={requestCode.isPending}>
              인증번호 받기
            </Button>
          }
        />
      </Form>
      {codeSent && (
        <TextField
          id={form.id('code')}
          label="인증번호"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={values.code}
          onChange={(event) =>
            form.setValue('code', keepInField(event.target, event.target.value.replace(/\D/g, '')))
          }
          onKeyDown={(event) => {
            if (event.key === 'Enter') void confirmCode();
          }}
          error={errors.code}
          action={
            <Button
              variant="outline-primary"
              onClick={() => void confirmCode()}
              disabled={verifyCode.isPending}
            >
              인증하기
            </Button>
          }
        />
      )}
    </FormPage>
  );
}

export { FindPasswordPage as Component };
