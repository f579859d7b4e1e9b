import {
  MEMBER_TEXT,
  emailRequestBodySchema,
  emailVerifyBodySchema,
  memberIdSchema,
  signupBodySchema,
} from '@store/contract';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { schemaError, useContractForm } from '@/lib/form';
import { useRequestEmailCode } from '../api/request-email-code';
import { useSignup } from '../api/signup';
import { useVerifyEmailCode } from '../api/verify-email-code';
import { FormPage } from '../components/form-page';
import { MemberIdField, useMemberIdCheck } from '../components/member-id-field';
import { ProfileFields } from '../components/profile-fields';
import { MEMBER_ERROR_FIELDS, refusalOr, withReason } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import {
  EMPTY_PROFILE,
  confirmationError,
  profileBody,
  profileFormShape,
  withoutEmpty,
  type ProfileValues,
} from '../profile';

interface SignupValues extends ProfileValues {
  memberId: string;
  password: string;
  passwordConfirm: string;
  email: string;
  code: string;
}

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
  const idCheck = useMemberIdCheck();
  const verification = useEmailVerification();
  const requestCode = useRequestEmailCode();
  const verifyCode = useVerifyEmailCode();
  const signup = useSignup();

  const form = useContractForm(signupFormSchema, {
    idPrefix: 'signup',
    defaultValues: {
      memberId: '',
      password: '',
      passwordConfirm: '',
      email: '',
      code: '',
      ...EMPTY_PROFILE,
    } satisfies SignupValues,
    rules: (values, { submitted }) => {
      const outcome = idCheck.outcomeFor(values.memberId);
      return {
        memberId:
          outcome === 'taken'
            ? MEMBER_TEXT.idDuplicate
            : submitted && outcome !== 'available'
              ? MEMBER_SCREEN_TEXT.idCheckRequired
              : undefined,
        passwordConfirm: confirmationError(values.passwordConfirm, values.password),
        email:
          submitted && verification.stageFor(values.email) !== 'verified'
            ? MEMBER_TEXT.emailVerificationRequired
            : undefined,
      };
    },
    deps: { password: ['passwordConfirm'] },
  });
  const [memberId, email] = useWatch({ control: form.control, name: ['memberId', 'email'] });
  const idOutcome = idCheck.outcomeFor(memberId);
  const emailStage = verification.stageFor(email);

  // The id check and the verification decide messages of their fields too.
  const { trigger } = form;
  useEffect(() => {
    void trigger('memberId');
  }, [idOutcome, trigger]);
  useEffect(() => {
    void trigger('email');
  }, [emailStage, trigger]);

  const checkId = () => {
    const error = schemaError(memberIdSchema, memberId);
    if (error) {
      form.showErrors({ memberId: error });
      return;
    }
    void idCheck.check(memberId);
  };

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
      form.change('code', '');
      form.focus('code');
      toast.show(reply.message);
    } catch (caught) {
      toast.show(refusalOr(caught, MEMBER_TEXT.codeSendFailed));
    }
  };

  const confirmCode = async () => {
    const address = email.trim();
    const code = form.getValues('code').trim();
    const error = schemaError(emailVerifyBodySchema.shape.code, code);
    if (error) {
      form.showErrors({ code: error });
      return;
    }
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
      await signup.mutateAsync({
        ...withoutEmpty(profileBody(values)),
        name: values.name.trim(),
        memberId: values.memberId.trim(),
        password: values.password,
        email: values.email.trim(),
      });
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
        <FormField
          form={form}
          name="code"
          label="인증번호"
          action={
            <Button
              variant="outline-primary"
              onClick={() => void confirmCode()}
              disabled={verifyCode.isPending}
            >
              인증하기
            </Button>
          }
        >
          {(control) => (
            <Form.Control
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              onChange={(event) => control.onChange(event.target.value.replace(/\D/g, ''))}
            />
          )}
        </FormField>
      )}
    </>
  );

  return (
    <FormPage title="회원가입">
      <Form noValidate onSubmit={submit}>
        <MemberIdField
          form={form}
          outcome={idOutcome}
          pending={idCheck.pending}
          onCheck={checkId}
        />
        <FormField form={form} name="password" label="비밀번호">
          {(control) => <Form.Control {...control} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField form={form} name="passwordConfirm" label="비밀번호 확인">
          {(control) => <Form.Control {...control} type="password" autoComplete="new-password" />}
        </FormField>
        <ProfileFields form={form} afterName={emailField} />
        <div className="d-grid mt-4">
          <Button type="submit" size="lg" disabled={signup.isPending}>
            회원가입
          </Button>
        </div>
      </Form>
    </FormPage>
  );
}

export { SignupPage as Component };
