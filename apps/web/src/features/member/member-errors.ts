import type { Message } from '@store/contract';
import { ApiError, errorMessage } from '@/lib/api-client';

/** A refusal (4xx) carries the server's own reason; a fault or a lost connection gets the screen's text. */
export function refusalOr(error: unknown, fallback: string): Message {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.userMessage;
  }
  return { text: fallback, type: 'error' };
}

/** '회원가입 실패' followed by why (the server's text, or the network or fault text). */
export const withReason = (prefix: string, error: unknown, separator = ' '): string =>
  `${prefix}${separator}${errorMessage(error).text}`;

/** Refusals that name a field without `fieldErrors`: shown on that field. */
export const MEMBER_ERROR_FIELDS = {
  codes: {
    MEMBER_ID_TAKEN: 'memberId',
    EMAIL_TAKEN: 'email',
    EMAIL_NOT_VERIFIED: 'email',
  },
};

/** Refusals of a password the member confirmed: shown on the password field itself. */
const PASSWORD_REFUSALS: ReadonlySet<string> = new Set([
  'PASSWORD_WRONG',
  'PASSWORD_CHECK_FAILED',
  'CURRENT_PASSWORD_WRONG',
  'LOGIN_RATE_LIMITED',
]);

/** The server's text when it refused the password typed, undefined for any other failure. */
export const passwordRefusalOf = (error: unknown): string | undefined =>
  error instanceof ApiError && PASSWORD_REFUSALS.has(error.code) ? error.message : undefined;
