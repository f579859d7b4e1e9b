import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { HOME_TEXT } from '../home-text';
import './carousel.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** How long the strip must be still before the slide in view counts as reached. */
const SETTLE_MS = 90;

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

/** Where the slides sit: the width of one step and the last index that still fills the frame. */
function measure(track: HTMLElement, count: number) {
  const first = track.firstElementChild as HTMLElement | null;
  if (!first) return null;
  const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
  const step = first.offsetWidth + gap;
  if (step <= 0) return null;
  const perView = Math.max(1, Math.round((track.clientWidth + gap) / step));
  return { step, last: Math.max(0, count - perView) };
}

export interface CarouselOptions {
  /** How many slides the strip holds. */
  count: number;
  /** Autoplay: how long each position stays. */
  delayMs: number;
}

/**
 * A strip of slides that scrolls natively (swiping and scroll snapping are the browser's), with
 * buttons, arrow keys and autoplay that step one slide at a time and wrap around at either end.
 *
 * Autoplay a person stays in charge of (WCAG 2.2.2): it runs only while wanted, not while the
 * pointer is over the slides or the keyboard focus is in them, and it starts stopped for people
 * who ask for reduced motion, for whom slides also change without animation.
 */
export function useCarousel({ count, delayMs }: CarouselOptions) {
  const trackRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => false);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [index, setIndex] = useState(0);
  const running = playing && !hovered && !focused && count > 1;

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      const layout = track && measure(track, count);
      if (!track || !layout) return;
      const wrapped = target > layout.last ? 0 : target < 0 ? layout.last : target;
      track.scrollTo({ left: wrapped * layout.step, behavior: reducedMotion ? 'auto' : 'smooth' });
      setIndex(wrapped);
    },
    [count, reducedMotion],
  );

  // Swipes, scroll snapping and focus moving into a slide scroll the strip: once it is still,
  // the slide at its left edge is the one in view.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const layout = measure(track, count);
        if (layout) setIndex(Math.min(layout.last, Math.round(track.scrollLeft / layout.step)));
      }, SETTLE_MS);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      track.removeEventListener('scroll', onScroll);
    };
  }, [count]);

  // Each position stays `delayMs`, counted again after every step, by hand or not.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => goTo(index + 1), delayMs);
    return () => clearTimeout(timer);
  }, [running, index, delayMs, goTo]);

  return {
    index,
    playing,
    reducedMotion,
    goTo,
    previous: () => goTo(index - 1),
    next: () => goTo(index + 1),
    togglePlaying: () => setPlaying((current) => !current),
    /** Spread on each slide: a numbered group, marked while it is the one in view. */
    slideProps: (position: number) => ({
      role: 'group',
      'aria-roledescription': HOME_TEXT.slide,
      'aria-label': `${position + 1} / ${count}`,
      'data-in-view': position === index || undefined,
    }),
    /** Spread on the scrolling strip whose children are the slides. */
    trackProps: {
      ref: trackRef,
      className: 'app-carousel-track',
      // A moving carousel would talk over the page; a still one says which slide came in.
      'aria-live': running ? ('off' as const) : ('polite' as const),
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
    /** Spread on the carousel's region: arrow keys step while the focus is anywhere inside. */
    regionProps: {
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        if (event.target instanceof HTMLElement && event.target.closest('[role="dialog"]')) return;
        if (event.key === 'ArrowLeft') goTo(index - 1);
        else if (event.key === 'ArrowRight') goTo(index + 1);
        else return;
        event.preventDefault();
      },
    },
  };
}
