import { useEffect, useRef } from 'react';

/**
 * Runs `effect` the first time `isDue` holds while the screen is shown, and never again: not on a
 * re-render, and not on StrictMode's second effect run in development, where a toast, a redirect
 * or a payment call made twice would be seen twice.
 */
export function useOnce(isDue: boolean, effect: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (!isDue || done.current) return;
    done.current = true;
    effect();
  }, [isDue, effect]);
}
