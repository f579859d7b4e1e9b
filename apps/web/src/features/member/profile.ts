import {
  MEMBER_TEXT,
  PASSWORD_RULE_TEXT,
  optionalBirthDateSchema,
  optionalPhoneSchema,
  passwordSchema,
  signupBodySchema,
  type Member,
} from '@store/contract';
import { schemaError } from '@/lib/form';
import { EMPTY_BIRTH_DATE, joinBirthDate, splitBirthDate, type BirthDateParts } from './birth-date';

/** The profile part of every member form: sign-up, registration, my info and the administrator's edit. */
export interface ProfileValues {
  name: string;
  phone: string;
  birthDate: BirthDateParts;
  postCode: string;
  addr: string;
  addrDetail: string;
}

export const EMPTY_PROFILE: ProfileValues = {
  name: '',
  phone: '',
  birthDate: EMPTY_BIRTH_DATE,
  postCode: '',
  addr: '',
  addrDetail: '',
};

export const profileValuesOf = (member: Member): ProfileValues => ({
  name: member.name,
  phone: member.phone ?? '',
  birthDate: splitBirthDate(member.birthDate),
  postCode: member.postCode ?? '',
  addr: member.addr ?? '',
  addrDetail: member.addrDetail ?? '',
});

export const nameError = (value: string) => schemaError(signupBodySchema.shape.name, value);

/** Sign-up and registration say '핸드폰 번호 ...'; the edit screens '연락처 ...'. */
export const phoneError = (value: string, message: string) =>
  schemaError(optionalPhoneSchema(message), value);

export const birthDateError = (value: BirthDateParts) =>
  schemaError(optionalBirthDateSchema, joinBirthDate(value));

/** A password being set, with the screen's spelling of the rule. */
export function newPasswordError(value: string, ruleText: string = PASSWORD_RULE_TEXT) {
  const error = schemaError(passwordSchema, value);
  return error === PASSWORD_RULE_TEXT ? ruleText : error;
}

export const confirmationError = (confirmation: string, password: string) =>
  confirmation === password ? undefined : MEMBER_TEXT.passwordMismatch;

/** The profile as the calls take it: trimmed, empty optional values as null. */
export function profileBody(values: ProfileValues) {
  const orNull = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    phone: orNull(values.phone),
    birthDate: joinBirthDate(values.birthDate) || null,
    postCode: orNull(values.postCode),
    addr: orNull(values.addr),
    addrDetail: orNull(values.addrDetail),
  };
}

type WithoutNull<T> = { [K in keyof T]: Exclude<T[K], null> };

/** Leaves out what is empty: sign-up sends a birth date only when one was chosen. */
export function withoutEmpty<T extends Record<string, unknown>>(body: T): Partial<WithoutNull<T>> {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  ) as Partial<WithoutNull<T>>;
}
