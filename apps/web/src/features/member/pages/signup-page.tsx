import {
  MEMBER_TEXT,
  emailRequestBodySchema,
  emailSchema,
  emailVerifyBodySchema,
  memberIdSchema,
} from '@store/contract';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { schemaError, useForm } from '@/lib/form';
import { useRequestEmailCode } from '../api/request-email-code';
import { useSignup } from '../api/signup';
import { useVerifyEmailCode } from '../api/verify-email-code';
import { FormPage } from '../components/form-page';
import { MemberIdField, useMemberIdCheck } from '../components/member-id-field';
import { ProfileFields } from '../components/profile-fields';
import { TextField } from '../components/text-field';
import { refusalFieldErrors, refusalOr, withReason } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import {
  EMPTY_PROFILE,
  birthDateError,
  confirmationError,
  nameError,
  newPasswordError,
  phoneError,
  profileBody,
  withoutEmpty,
  type ProfileValues,
} from '../profile';
import { keepInField } from '@/lib/input-value';

interface SignupValues extends ProfileValues {
  memberId: string;
  password: string;
  passwordConfirm: string;
  email: string;
  code: string;
}

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

  const form = useForm<SignupValues>({
    idPrefix: 'signup',
    initialValues: {
      memberId: '',
      password: '',
      passwordConfirm: '',
      email: '',
      code: '',
      ...EMPTY_PROFILE,
    },
    validators: {
      memberId: (value, _, { submitted }) => {
        const error = schemaError(memberIdSchema, value);
        if (error) return error;
        const outcome = idCheck.outcomeFor(value);
        if (outcome === 'taken') return MEMBER_TEXT.idDuplicate;
        if (submitted && outcome !== 'available') return MEMBER_SCREEN_TEXT.idCheckRequired;
        return undefined;
      },
      password: (value) => newPasswordError(value),
      passwordConfirm: (value, values) => confirmationError(value, values.password),
      name: nameError,
      email: (value, _, { submitted }) =>
        schemaError(emailSchema, value) ??
        (submitted && verification.stageFor(value) !== 'verified'
          ? MEMBER_TEXT.emailVerificationRequired
          : undefined),
      phone: (value) => phoneError(value, MEMBER_TEXT.phoneSignup),
      birthDate: birthDateError,
    },
  });
  const { values, errors } = form;
  const emailStage = verification.stageFor(values.email);

  const checkId = () => {
    const error = schemaError(memberIdSchema, values.memberId);
    if (error) {
      form.showErrors({ memberId: error });
      return;
    }
    void idCheck.check(values.memberId);
  };

  const sendCode = async () => {
    const email = values.email.trim();
    const error = schemaError(emailRequestBodySchema.shape.email, email);
    if (error) {
      form.showErrors({ email: error });
      return;
    }
    try {
      const reply = await requestCode.mutateAsync({
        email,
        memberId: values.memberId.trim() || null,
        purpose: 'SIGNUP',
      });
      verification.reach(email, 'sent');
      form.setValue('code', '');
      form.focus('code');
      toast.show(reply.message);
    } catch (caught) {
      toast.show(refusalOr(caught, MEMBER_TEXT.codeSendFailed));
    }
  };

  const confirmCode = async () => {
    const email = values.email.trim();
    const code = values.code.trim();
    const error = schemaError(emailVerifyBodySchema.shape.code, code);
    if (error) {
      form.showErrors({ code: error });
      return;
    }
    try {
      const reply = await verifyCode.mutateAsync({ email, code });
      verification.reach(email, 'verified');
      toast.show(reply.message);
    } catch (caught) {
      toast.show(refusalOr(caught, MEMBER_TEXT.codeInvalid));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
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
      form.showErrors(refusalFieldErrors(caught));
    }
  };

  const emailField = (
    <>
      <TextField
        id={form.id('email')}
        label="이메일"
        type="email"
        autoComplete="email"
        value={values.email}
        readOnly={emailStage === 'verified'}
        onChange={(event) => form.setValue('email', event.target.value)}
        onBlur={() => form.touch('email')}
        error={errors.email}
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
      />
      {emailStage === 'sent' && (
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
    </>
  );

  return (
    <FormPage title="회원가입">
      <Form noValidate onSubmit={submit}>
        <MemberIdField
          id={form.id('memberId')}
          value={values.memberId}
          onChange={(value) => form.setValue('memberId', value)}
          onBlur={() => form.touch('memberId')}
          error={errors.memberId}
          outcome={idCheck.outcomeFor(values.memberId)}
          pending={idCheck.pending}
          onCheck={checkId}
        />
        <TextField
          id={form.id('password')}
          label="비밀번호"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          onBlur={() => form.touch('password')}
          error={errors.password}
        />
        <TextField
          id={form.id('passwordConfirm')}
          label="비밀번호 확인"
          type="password"
          autoComplete="new-password"
          value={values.passwordConfirm}
          onChange={(event) => form.setValue('passwordConfirm', event.target.value)}
          onBlur={() => form.touch('passwordConfirm')}
          error={errors.passwordConfirm}
        />
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
