import type { Message } from '@store/contract';
import { ApiError } from '@/lib/api-client';

/** The server's message for a refusal of the order's state (409), else the screen's text. */
export function conflictMessageOr(error: unknown, fallback: Message): Message {
  return error instanceof ApiError && error.status === 409 ? error.userMessage : fallback;
}

export const failure = (text: string): Message => ({ text, type: 'error' });
