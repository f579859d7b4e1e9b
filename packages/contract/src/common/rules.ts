import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** 8+ characters with a letter, a digit and one of !@#$%^&*~ (the specification's rule). */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%^&*~]).{8,64}$/;
export const PASSWORD_RULE_TEXT = '비밀번호는 8자 이상, 숫자/특수문자를 포함해야 합니다.';

export const isValidPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);

export const passwordSchema = z
  .string({ error: '비밀번호를 입력해주세요.' })
  .min(1, { error: '비밀번호를 입력해주세요.', abort: true })
  .regex(PASSWORD_PATTERN, PASSWORD_RULE_TEXT);

/** A password that is only compared (login, checks), not set: no rule beyond presence and size. */
export const passwordInputSchema = z
  .string({ error: '비밀번호를 입력해주세요.' })
  .min(1, { error: '비밀번호를 입력해주세요.', abort: true })
  .max(200, '비밀번호가 너무 깁니다.');

export const MEMBER_ID_PATTERN = /^[A-Za-z0-9_-]{4,20}$/;
export const MEMBER_ID_RULE_TEXT = '아이디는 4~20자의 영문, 숫자, -, _ 로 입력해주세요.';

/**
 * The one form of a member id, used by sign-up, sign-in, the sign-in limiter and every lookup:
 * trimmed, NFKC, lower case. Stored ids are ASCII (sign-up refuses anything else), so a typed id
 * that is not ASCII after this names no member, however the database would fold its case.
 */
export const normaliseMemberId = (value: string): string =>
  value.trim().normalize('NFKC').toLowerCase();

export const memberIdSchema = z
  .string({ error: '아이디를 입력해주세요.' })
  .overwrite(normaliseMemberId)
  .min(1, { error: '아이디를 입력해주세요.', abort: true })
  .regex(MEMBER_ID_PATTERN, MEMBER_ID_RULE_TEXT);

export const EMAIL_MAX_LENGTH = 254;
// Local part without leading/trailing/double dots; domain labels of letters, digits and hyphens.
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[^\s@]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const EMAIL_FORMAT_TEXT = '이메일 형식이 올바르지 않습니다.';

export const isValidEmail = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/** An e-mail address, trimmed and lower-cased; `message` for a blank or malformed one. */
export const emailSchemaWith = (formatMessage: string, requiredMessage: string = formatMessage) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(EMAIL_MAX_LENGTH, formatMessage)
    .regex(EMAIL_PATTERN, formatMessage)
    .transform((value) => value.toLowerCase());

export const emailSchema = emailSchemaWith(EMAIL_FORMAT_TEXT, '이메일을 입력해주세요.');

/** 010/011/016/017/018/019, then 3-4 digits, then 4 digits; hyphens optional. */
export const PHONE_PATTERN = /^01[016789]-?\d{3,4}-?\d{4}$/;
export const PHONE_MAX_LENGTH = 13;
export const PHONE_FORMAT_TEXT = '핸드폰 번호 형식이 올바르지 않습니다.';
export const CONTACT_FORMAT_TEXT = '연락처 형식이 올바르지 않습니다.';

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value);

/** Keeps digits only and puts hyphens 3-4-4 (3-3-4 for 10 digits), as the user types. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11);
  if (digits.length < 4) return digits;
  if (digits.length < 8) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

/** An optional phone: empty means none; otherwise valid and stored hyphenated. */
export const optionalPhoneSchema = (message: string = PHONE_FORMAT_TEXT) =>
  z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH + 2, message)
    .refine((value) => value === '' || isValidPhone(value), message)
    .transform((value) => (value === '' ? null : formatPhone(value)))
    .nullish()
    .transform((value) => value ?? null);

export const requiredPhoneSchema = (message: string = PHONE_FORMAT_TEXT) =>
  z
    .string({ error: message })
    .trim()
    .max(PHONE_MAX_LENGTH + 2, message)
    .refine(isValidPhone, message)
    .transform(formatPhone);

/** A required free text, trimmed, with the message shown when it is blank. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, `${max}자까지 입력할 수 있습니다.`);

export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${max}자까지 입력할 수 있습니다.`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A boolean as JSON sends it, or as a form sends it (`true`/`false`). */
export const booleanInput = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

/** 5-digit national postcode (the postcode widget's `zonecode`). */
/** A post code the address search filled in: five digits, refused with `message` otherwise. */
export const requiredPostCodeSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{5}$/, message);

/**
 * A reference a client hands back as it was given (a payment's `tid`, a listing's or a rental's
 * number): missing or blank is refused with `message`.
 */
export const requiredReference = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

export const optionalPostCodeSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{5}$/.test(value), '우편번호는 5자리 숫자입니다.')
  .nullish()
  .transform((value) => (value ? value : null));

export const BIRTH_YEARS = 100;

/** `YYYY-MM-DD`, a real date within the last 100 years; empty means none. */
export const optionalBirthDateSchema = z
  .string()
  .trim()
  .refine((value) => {
    if (value === '') return true;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    const valid =
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day;
    const thisYear = new Date().getUTCFullYear();
    return valid && year > thisYear - BIRTH_YEARS && date.getTime() <= Date.now();
  }, '생년월일이 올바르지 않습니다.')
  .nullish()
  .transform((value) => (value ? value : null));
