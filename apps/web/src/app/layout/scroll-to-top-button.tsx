import { useSyncExternalStore } from 'react';
import Button from 'react-bootstrap/Button';

const SCROLL_TOP_THRESHOLD_PX = 300;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isPastThreshold = () => window.scrollY > SCROLL_TOP_THRESHOLD_PX;

function scrollToTop() {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  // The button disappears at the top; keyboard focus continues from the page content.
  document.getElementById('main-content')?.focus({ preventScroll: true });
}

export function ScrollToTopButton() {
  const visible = useSyncExternalStore(subscribe, isPastThreshold, () => false);
  if (!visible) return null;
  return (
    <Button
      variant="dark"
      className="app-scroll-top rounded-circle shadow"
      aria-label="맨 위로"
      onClick={scrollToTop}
    >
      <span aria-hidden="true">↑</span>
    </Button>
  );
}
