import type { Message } from '@store/contract';
import { useEffect, useRef } from 'react';
import { useToast } from './toast';

/** Shows one toast per failure (not again on a re-render or React's double effect run). */
export function useErrorToast(error: unknown, message: (error: unknown) => Message): void {
  const toast = useToast();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    toast.show(message(error));
  }, [error, message, toast]);
}
