import {
  MEMBER_TEXT,
  PASSWORD_RULE_TEXT,
  isOldEnoughToSignUp,
  optionalBirthDateSchema,
  signupBodySchema,
  toKoreaIsoDate,
  type Member,
} from '@store/contract';
import { z } from 'zod';
import { EMPTY_BIRTH_DATE, joinBirthDate, splitBirthDate, type BirthDateParts } from './birth-date';
import { MEMBER_SCREEN_TEXT } from './member-text';

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

/** The three birth date selects, checked as the `YYYY-MM-DD` they make (nothing until all are chosen). */
export const birthDatePartsSchema = z.preprocess(
  (parts) => joinBirthDate(parts as BirthDateParts),
  optionalBirthDateSchema,
);

/** Sign-up's birth date: none, or one of 만 14세 or more on today's date in Korea. */
export const signupBirthDatePartsSchema = birthDatePartsSchema.refine(
  (birthDate) => !birthDate || isOldEnoughToSignUp(birthDate, toKoreaIsoDate(new Date())),
  MEMBER_TEXT.signupUnderAge,
);

/** The name and birth date checks of the profile; each form adds the phone with its own text. */
export const profileFormShape = {
  name: signupBodySchema.shape.name,
  birthDate: birthDatePartsSchema,
};

/** Specification 001's spelling of the password rule, on its password screens (change, reset). */
export const PROFILE_PASSWORD_TEXTS = {
  [PASSWORD_RULE_TEXT]: MEMBER_SCREEN_TEXT.passwordRuleProfile,
};

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
