import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { HOME_TEXT } from '../home-text';

export interface CarouselControlsProps {
  playing: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePlaying: () => void;
  /** Between the step buttons (the banner's "n / total"). */
  children?: ReactNode;
  /** After the pause button (the banner's 전체 보기). */
  extra?: ReactNode;
}

/**
 * Buttons under a carousel, in reading order: previous, position, next, pause or play. The pause
 * button says what it will do (no aria-pressed beside a changing label).
 */
export function CarouselControls({
  playing,
  onPrevious,
  onNext,
  onTogglePlaying,
  children,
  extra,
}: CarouselControlsProps) {
  return (
    <div className="d-flex flex-wrap justify-content-center align-items-center gap-2 mt-2">
      <Button variant="outline-secondary" size="sm" onClick={onPrevious}>
        {HOME_TEXT.previous}
      </Button>
      {children}
      <Button variant="outline-secondary" size="sm" onClick={onNext}>
        {HOME_TEXT.next}
      </Button>
      <Button
        variant="outline-secondary"
        size="sm"
        className="app-carousel-toggle"
        onClick={onTogglePlaying}
      >
        {playing ? HOME_TEXT.pause : HOME_TEXT.play}
      </Button>
      {extra}
    </div>
  );
}
