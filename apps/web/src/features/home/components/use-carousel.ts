import {
  useEffect,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { HOME_TEXT } from '../home-text';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

/** Swiper's screen-reader texts in Korean: each slide is "n / total" of a carousel. */
export const CAROUSEL_A11Y: SwiperOptions['a11y'] = {
  enabled: true,
  containerRoleDescriptionMessage: HOME_TEXT.carousel,
  itemRoleDescriptionMessage: HOME_TEXT.slide,
  slideLabelMessage: '{{index}} / {{slidesLength}}',
  prevSlideMessage: HOME_TEXT.previous,
  nextSlideMessage: HOME_TEXT.next,
  firstSlideMessage: HOME_TEXT.firstSlide,
  lastSlideMessage: HOME_TEXT.lastSlide,
};

/**
 * Autoplay a person stays in charge of (WCAG 2.2.2): it runs only while wanted, not while the
 * pointer is over the slides or the keyboard focus is in them, and it starts stopped for people
 * who ask for reduced motion. Left and right arrows step through the slides while the focus is
 * inside the carousel.
 */
export function useCarousel(swiper: SwiperInstance | null) {
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => false);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = playing && !hovered && !focused;

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (running) swiper.autoplay.start();
    else swiper.autoplay.stop();
    // A moving carousel would talk over the page; a still one says which slide came in.
    swiper.wrapperEl?.setAttribute('aria-live', running ? 'off' : 'polite');
  }, [swiper, running]);

  return {
    playing,
    reducedMotion,
    togglePlaying: () => setPlaying((current) => !current),
    /** Swiper options that follow the person's settings. */
    swiperOptions: {
      // Slides change at once when motion is unwelcome.
      ...(reducedMotion ? { speed: 0 } : {}),
      a11y: CAROUSEL_A11Y,
    },
    /** Spread on the element around the slides. */
    slidesProps: {
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
        if (!swiper || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        if (event.target instanceof HTMLElement && event.target.closest('[role="dialog"]')) return;
        if (event.key === 'ArrowLeft') swiper.slidePrev();
        else if (event.key === 'ArrowRight') swiper.slideNext();
        else return;
        event.preventDefault();
      },
    },
  };
}
