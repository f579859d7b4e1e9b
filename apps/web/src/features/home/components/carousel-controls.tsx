import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { HOME_TEXT } from '../home-text';
import type { useCarousel } from './use-carousel';

export interface CarouselControlsProps {
  /** The carousel the buttons step and pause (`useCarousel`). */
  carousel: Pick<ReturnType<typeof useCarousel>, 'playing' | 'previous' | 'next' | 'togglePlaying'>;
  /** Between the step buttons (the banner's "n / total"). */
  children?: ReactNode;
  /** After the pause button (the banner's 전체 보기). */
  extra?: ReactNode;
}

/**
 * Buttons under a carousel, in reading order: previous, position, next, pause or play. The pause
 * button says what it will do (no aria-pressed beside a changing label).
 */
export function CarouselControls({ carousel, children, extra }: CarouselControlsProps) {
  return (
    <div className="d-flex flex-wrap justify-content-center align-items-center gap-2 mt-2">
      <Button variant="outline-secondary" size="sm" onClick={carousel.previous}>
        {HOME_TEXT.previous}
      </Button>
      {children}
      <Button variant="outline-secondary" size="sm" onClick={carousel.next}>
        {HOME_TEXT.next}
      </Button>
      <Button
        variant="outline-secondary"
        size="sm"
        className="app-carousel-toggle"
        onClick={carousel.togglePlaying}
      >
        {carousel.playing ? HOME_TEXT.pause : HOME_TEXT.play}
      </Button>
      {extra}
    </div>
  );
}
