import type { Message } from '@store/contract';
import { useNavigate, type To } from 'react-router';
import { useToast } from './toast';

export interface FinishOptions {
  /** How long the toast shows (the catalogue's short success toasts). */
  durationMs?: number;
  /** The history state the next screen gets. */
  state?: unknown;
  replace?: boolean;
}

/** A done write: the server's message as a toast, then on to the next screen. */
export function useFinishWrite() {
  const navigate = useNavigate();
  const toast = useToast();
  return (
    reply: { message: Message },
    to: To,
    { durationMs, ...navigation }: FinishOptions = {},
  ) => {
    toast.show(reply.message, durationMs);
    void navigate(to, navigation);
  };
}
