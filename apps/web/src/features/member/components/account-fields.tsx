import { MEMBER_TEXT, memberIdSchema } from '@store/contract';
import { useEffect, type ReactNode } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import type { ZodType } from 'zod';
import { schemaError, useContractForm, type ContractForm, type RuleContext } from '@/lib/form';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import {
  EMPTY_PROFILE,
  confirmationError,
  profileBody,
  withoutEmpty,
  type ProfileValues,
} from '../profile';
import { MemberIdField, useMemberIdCheck } from './member-id-field';
import { PasswordField } from './password-field';
import { ProfileFields } from './profile-fields';

/** A new account: sign-up, and the administrator's registration. */
export interface AccountValues extends ProfileValues {
  memberId: string;
  password: string;
  passwordConfirm: string;
  email: string;
}

const EMPTY_ACCOUNT: AccountValues = {
  memberId: '',
  password: '',
  passwordConfirm: '',
  email: '',
  ...EMPTY_PROFILE,
};

/** The account as the sign-up and registration calls take it: what is empty left out. */
export const accountBody = (values: AccountValues) => ({
  ...withoutEmpty(profileBody(values)),
  name: values.name.trim(),
  memberId: values.memberId.trim(),
  password: values.password,
  email: values.email.trim(),
});

export interface AccountFormOptions<V extends AccountValues> {
  idPrefix: string;
  /** The screen's own fields beside the account's, as they start (sign-up's e-mail code). */
  extraValues?: Omit<V, keyof AccountValues>;
  /** Sign-up asks for the duplicate check before it sends; the administrator may leave it out. */
  idCheckRequired?: boolean;
  /** Rules of the screen beyond the account's own. */
  rules?: (values: V, context: RuleContext) => Partial<Record<string, string | undefined>>;
}

/**
 * The form of a new account: the id with its on-demand duplicate check (whose answer is the
 * field's message too), and the password typed twice.
 */
export function useAccountForm<V extends AccountValues>(
  schema: ZodType,
  { idPrefix, extraValues, idCheckRequired = false, rules }: AccountFormOptions<V>,
) {
  const idCheck = useMemberIdCheck();
  const form = useContractForm<ZodType, V>(schema, {
    idPrefix,
    defaultValues: { ...EMPTY_ACCOUNT, ...extraValues } as V,
    rules: (values, context) => {
      const outcome = idCheck.outcomeFor(values.memberId);
      const unchecked = idCheckRequired && context.submitted && outcome !== 'available';
      const idMessage = unchecked ? MEMBER_SCREEN_TEXT.idCheckRequired : undefined;
      const messages = {
        memberId: outcome === 'taken' ? MEMBER_TEXT.idDuplicate : idMessage,
        passwordConfirm: confirmationError(values.passwordConfirm, values.password),
        ...rules?.(values, context),
      };
      return messages as Partial<Record<FieldPath<V>, string>>;
    },
    deps: { password: ['passwordConfirm'] } as Partial<Record<FieldPath<V>, FieldPath<V>[]>>,
  });
  const account = form as unknown as ContractForm<AccountValues>;
  const memberId = useWatch({ control: account.control, name: 'memberId' });
  const idOutcome = idCheck.outcomeFor(memberId);

  const { trigger } = account;
  useEffect(() => {
    void trigger('memberId');
  }, [idOutcome, trigger]);

  const checkId = () => {
    const error = schemaError(memberIdSchema, memberId);
    if (error) account.showErrors({ memberId: error });
    else void idCheck.check(memberId);
  };

  return { form, idCheck, idOutcome, checkId };
}

export interface AccountFieldsProps<V extends AccountValues> {
  account: ReturnType<typeof useAccountForm<V>>;
  /** The e-mail, after the name (with its verification on sign-up). */
  emailField: ReactNode;
  /** The age the birth date must give (sign-up's 만 14세). */
  birthMinimumAge?: number;
}

/** Id with '중복 확인', password twice, then the profile with the e-mail after the name. */
export function AccountFields<V extends AccountValues>({
  account,
  emailField,
  birthMinimumAge,
}: AccountFieldsProps<V>) {
  const { idCheck, idOutcome, checkId } = account;
  // Every account form holds these fields under these names.
  const form = account.form as unknown as ContractForm<AccountValues>;
  return (
    <>
      <MemberIdField form={form} outcome={idOutcome} pending={idCheck.pending} onCheck={checkId} />
      <PasswordField form={form} name="password" label="비밀번호" isNew />
      <PasswordField form={form} name="passwordConfirm" label="비밀번호 확인" isNew />
      <ProfileFields form={form} afterName={emailField} birthMinimumAge={birthMinimumAge} />
    </>
  );
}
