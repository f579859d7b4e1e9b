import { MEMBER_TEXT, findPasswordRequestBodySchema } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormField, TextField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { useRequestPasswordResetCode } from '../api/request-password-reset-code';
import { useVerifyPasswordResetCode } from '../api/verify-password-reset-code';
import { CodeField, readCode } from '../components/code-field';
import { FormPage } from '../components/form-page';
import { refusalOr } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import type { ResetPasswordState } from '../navigation-state';

/** Member id and e-mail, a code sent to that e-mail, then on to setting a new password. */
export function FindPasswordPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const requestCode = useRequestPasswordResetCode();
  const verifyCode = useVerifyPasswordResetCode();
  // The member id and e-mail the code went to; editing either asks for a new code.
  const [sentTo, setSentTo] = useState<{ memberId: string; email: string } | null>(null);
  const form = useContractForm(findPasswordRequestBodySchema, {
    idPrefix: 'find-password',
    defaultValues: { memberId: '', email: '', code: '' },
  });
  const [memberIdValue, emailValue] = useWatch({
    control: form.control,
    name: ['memberId', 'email'],
  });
  const memberId = memberIdValue.trim();
  const email = emailValue.trim();
  const codeSent = sentTo !== null && sentTo.memberId === memberId && sentTo.email === email;

  const sendCode = form.submit(async (values) => {
    const to = { memberId: values.memberId.trim(), email: values.email.trim() };
    try {
      const reply = await requestCode.mutateAsync(to);
      setSentTo(to);
      form.clearAndFocus('code');
      toast.show(reply.message);
    } catch (error) {
      toast.show(refusalOr(error, MEMBER_TEXT.codeSendFailed));
    }
  });

  const confirmCode = async () => {
    const code = readCode(form);
    if (code === null) return;
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
        <TextField form={form} name="memberId" label="아이디" autoComplete="username" />
        <FormField
          form={form}
          name="email"
          label="이메일"
          action={
            <Button type="submit" variant="outline-secondary" disabled={requestCode.isPending}>
              인증번호 받기
            </Button>
          }
        >
          {(control) => <Form.Control {...control} type="email" autoComplete="email" />}
        </FormField>
      </Form>
      {codeSent && (
        <CodeField
          form={form}
          pending={verifyCode.isPending}
          onConfirm={() => void confirmCode()}
          confirmOnEnter
        />
      )}
    </FormPage>
  );
}

export { FindPasswordPage as Component };
