import type { Message } from '@store/contract';
import { ApiError, errorMessage } from '@/lib/api-client';

/** The server's own message when it answered; the screen's text when it could not be reached. */
export function serverMessageOr(error: unknown, fallback: Message): Message {
  return error instanceof ApiError && error.status > 0 ? error.userMessage : fallback;
}

/** A warning with the screen's text. */
export const warning = (text: string): Message => ({ text, type: 'warning' });

/** True when the server answered that the record does not exist (or the address names none). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Success toasts of the catalogue forms (specification 001 section 9). */
export const SAVED_TOAST_MS = 1000;
/** Category, delivery-company and banner deletes: the toast, while the list reloads. */
export const DELETED_TOAST_MS = 1500;

/** The toast of a failed read: the screen's warning when the record is missing, else the server's. */
export const notFoundOr =
  (notFoundText: string) =>
  (error: unknown): Message =>
    isNotFound(error) ? warning(notFoundText) : errorMessage(error);
