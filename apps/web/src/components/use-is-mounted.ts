import { useCallback, useEffect, useRef } from 'react';

/** Whether the screen is still shown: an answer that comes after it is left changes nothing. */
export function useIsMounted(): () => boolean {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => mounted.current, []);
}
