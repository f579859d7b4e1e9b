import type { Message } from '@store/contract';
import { ApiError } from '@/lib/api-client';

/** The server's own message when it answered; the screen's text when it could not be reached. */
export function serverMessageOr(error: unknown, fallback: Message): Message {
  return error instanceof ApiError && error.status > 0 ? error.userMessage : fallback;
}

/** The server's message for a refusal of the order's state (409), else the screen's text. */
export function conflictMessageOr(error: unknown, fallback: Message): Message {
  return error instanceof ApiError && error.status === 409 ? error.userMessage : fallback;
}

/** True when the server answered that the order does not exist (or the address names none). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const failure = (text: string): Message => ({ text, type: 'error' });
