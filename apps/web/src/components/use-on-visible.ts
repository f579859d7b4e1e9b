import { useCallback } from 'react';

/** Starts loading a little before the watched element scrolls into view. */
const ROOT_MARGIN = '200px 0px';

/**
 * A ref callback that calls `onVisible` when its element enters the viewport (and at once if it is
 * already there). Null watches nothing; so does a browser without IntersectionObserver (jsdom):
 * what waits to be seen is never needed before it is.
 */
export function useOnVisible(onVisible: (() => void) | null) {
  return useCallback(
    (element: Element | null) => {
      if (!element || !onVisible || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) onVisible();
        },
        { rootMargin: ROOT_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [onVisible],
  );
}
