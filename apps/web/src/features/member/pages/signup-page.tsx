import {
  MEMBER_TEXT,
  MINIMUM_SIGNUP_AGE,
  emailRequestBodySchema,
  signupAgreementsSchema,
  signupBodySchema,
} from '@store/contract';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { WideSubmit } from '@/components/form-actions';
import { FormField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
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
import {
  AGREEMENT_ERROR_FIELDS,
  NO_AGREEMENTS,
  SignupAgreements,
  type AgreementValues,
} from '../components/signup-agreements';
import { MEMBER_ERROR_FIELDS, refusalOr } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import { profileFormShape, signupBirthDatePartsSchema } from '../profile';

const signupFormSchema = signupBodySchema
  .pick({ memberId: true, password: true, email: true, phone: true })
  .extend({
    ...profileFormShape,
    birthDate: signupBirthDatePartsSchema,
    passwordConfirm: z.string(),
    // The contract's rule: both required boxes ticked, each refused with its own message.
    agreeTerms: signupAgreementsSchema.shape.terms,
    agreePrivacy: signupAgreementsSchema.shape.privacy,
    agreeMarketing: z.boolean(),
  });

type SignupValues = AccountValues & AgreementValues & { code: string };

/** The boxes as the sign-up call takes them (the form let only the required ones ticked through). */
const agreementsOf = (values: AgreementValues) =>
  signupAgreementsSchema.parse({
    terms: values.agreeTerms,
    privacy: values.agreePrivacy,
    marketing: values.agreeMarketing,
  });

/** Where a refusal's messages go: the fields its code names, and the agreements' boxes. */
const SIGNUP_ERROR_FIELDS = { ...MEMBER_ERROR_FIELDS, fields: AGREEMENT_ERROR_FIELDS };

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
  const [failure, setFailure] = useState<string | null>(null);

  const account = useAccountForm<SignupValues>(signupFormSchema, {
    idPrefix: 'signup',
    extraValues: { code: '', ...NO_AGREEMENTS },
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
    setFailure(null);
    try {
      const reply = await signup.mutateAsync({
        ...accountBody(values),
        agreements: agreementsOf(values),
      });
      toast.show(reply.message);
      void navigate(paths.login);
    } catch (caught) {
      setFailure(errorMessage(caught).text);
      if (caught instanceof ApiError && caught.code === 'MEMBER_ID_TAKEN') {
        idCheck.markTaken(values.memberId);
      }
      form.showServerErrors(caught, SIGNUP_ERROR_FIELDS);
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
        <AccountFields
          account={account}
          emailField={emailField}
          birthMinimumAge={MINIMUM_SIGNUP_AGE}
        />
        <SignupAgreements form={form} />
        {failure && (
          <Alert variant="danger" className="mt-4 mb-0">
            <strong>{MEMBER_TEXT.signupFailed}</strong> {failure}
          </Alert>
        )}
        <WideSubmit size="lg" className="mt-4" pending={signup.isPending}>
          회원가입
        </WideSubmit>
      </Form>
    </FormPage>
  );
}

export { SignupPage as Component };
