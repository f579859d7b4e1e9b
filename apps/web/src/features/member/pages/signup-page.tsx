import { MEMBER_TEXT, emailRequestBodySchema, signupBodySchema } from '@store/contract';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { WideSubmit } from '@/components/form-actions';
import { FormField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { schemaError } from '@/lib/form';
import { useRequestEmailCode } from '../api/request-email-code';
import { useSignup } from '../api/signup';
import { useVerifyEmailCode } from '../api/verify-email-code';
import {
  AccountFields,
  accountBody,
  useAccountForm,
  type AccountValues,
} from '../components/account-fields';
import { CodeField, readCode } from '../components/code-field';
import { FormPage } from '../components/form-page';
import { MEMBER_ERROR_FIELDS, refusalOr, withReason } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import { profileFormShape } from '../profile';

const signupFormSchema = signupBodySchema
  .pick({ memberId: true, password: true, email: true, phone: true })
  .extend({ ...profileFormShape, passwordConfirm: z.string() });

type EmailStage = 'idle' | 'sent' | 'verified';

/** The e-mail verification: its stage holds for the address it was reached with only. */
function useEmailVerification() {
  const [state, setState] = useState<{ email: string; stage: EmailStage }>({
    email: '',
    stage: 'idle',
  });
  return {
    stageFor: (email: string): EmailStage => (state.email === email.trim() ? state.stage : 'idle'),
    reach: (email: string, stage: EmailStage) => setState({ email: email.trim(), stage }),
  };
}

export function SignupPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const verification = useEmailVerification();
  const requestCode = useRequestEmailCode();
  const verifyCode = useVerifyEmailCode();
  const signup = useSignup();

  const account = useAccountForm<AccountValues & { code: string }>(signupFormSchema, {
    idPrefix: 'signup',
    extraValues: { code: '' },
    idCheckRequired: true,
    rules: (values, { submitted }) => ({
      email:
        submitted && verification.stageFor(values.email) !== 'verified'
          ? MEMBER_TEXT.emailVerificationRequired
          : undefined,
    }),
  });
  const { form, idCheck } = account;
  const [memberId, email] = useWatch({ control: form.control, name: ['memberId', 'email'] });
  const emailStage = verification.stageFor(email);

  // The verification decides the e-mail's message too.
  const { trigger } = form;
  useEffect(() => {
    void trigger('email');
  }, [emailStage, trigger]);

  const sendCode = async () => {
    const address = email.trim();
    const error = schemaError(emailRequestBodySchema.shape.email, address);
    if (error) {
      form.showErrors({ email: error });
      return;
    }
    try {
      const reply = await requestCode.mutateAsync({
        email: address,
        memberId: memberId.trim() || null,
        purpose: 'SIGNUP',
      });
      verification.reach(address, 'sent');
      form.clearAndFocus('code');
      toast.show(reply.message);
    } catch (caught) {
      toast.show(refusalOr(caught, MEMBER_TEXT.codeSendFailed));
    }
  };

  const confirmCode = async () => {
    const address = email.trim();
    const code = readCode(form);
    if (code === null) return;
    try {
      const reply = await verifyCode.mutateAsync({ email: address, code });
      verification.reach(address, 'verified');
      toast.show(reply.message);
    } catch (caught) {
      toast.show(refusalOr(caught, MEMBER_TEXT.codeInvalid));
    }
  };

  const submit = form.submit(async (values) => {
    try {
      await signup.mutateAsync(accountBody(values));
      window.alert(MEMBER_TEXT.signupSuccess);
      void navigate(paths.login);
    } catch (caught) {
      window.alert(withReason(MEMBER_TEXT.signupFailed, caught, '\n'));
      if (caught instanceof ApiError && caught.code === 'MEMBER_ID_TAKEN') {
        idCheck.markTaken(values.memberId);
      }
      form.showServerErrors(caught, MEMBER_ERROR_FIELDS);
    }
  });

  const emailField = (
    <>
      <FormField
        form={form}
        name="email"
        label="이메일"
        valid={emailStage === 'verified' ? MEMBER_SCREEN_TEXT.emailVerified : undefined}
        action={
          emailStage === 'verified' ? undefined : (
            <Button
              variant="outline-secondary"
              onClick={() => void sendCode()}
              disabled={requestCode.isPending}
            >
              인증번호 받기
            </Button>
          )
        }
      >
        {(control) => (
          <Form.Control
            {...control}
            type="email"
            autoComplete="email"
            readOnly={emailStage === 'verified'}
          />
        )}
      </FormField>
      {emailStage === 'sent' && (
        <CodeField
          form={form}
          pending={verifyCode.isPending}
          onConfirm={() => void confirmCode()}
        />
      )}
    </>
  );

  return (
    <FormPage title="회원가입">
      <Form noValidate onSubmit={submit}>
        <AccountFields account={account} emailField={emailField} />
        <WideSubmit size="lg" className="mt-4" pending={signup.isPending}>
          회원가입
        </WideSubmit>
      </Form>
    </FormPage>
  );
}

export { SignupPage as Component };
