import type { Message } from '@store/contract';
import { ApiError } from '@/lib/api-client';

/** The server's own message when it answered; the screen's text when it could not be reached. */
export function serverMessageOr(error: unknown, fallback: Message): Message {
  return error instanceof ApiError && error.status > 0 ? error.userMessage : fallback;
}

/** A warning with the screen's text. */
export const warning = (text: string): Message => ({ text, type: 'warning' });

/** True when the server answered that the record does not exist (or the address names none). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The messages a refusal puts on a form's fields: its `fieldErrors`, and the message itself on the
 * field a code names (`{ CATEGORY_NAME_TAKEN: 'name' }`).
 */
export function fieldErrorsOf(
  error: unknown,
  fieldOfCode: Readonly<Record<string, string>> = {},
): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const field = fieldOfCode[error.code];
  return { ...(field ? { [field]: error.message } : {}), ...error.fieldErrors };
}

/** Success toasts of the catalogue forms (specification 001 section 9). */
export const SAVED_TOAST_MS = 1000;
/** Category, delivery-company and banner deletes: the toast, while the list reloads. */
export const DELETED_TOAST_MS = 1500;
