import { useId, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

export interface SectionCardProps {
  /** The section's heading, which names it. */
  title: string;
  /** A line under the heading (what the section asks for). */
  intro?: string;
  className?: string;
  children: ReactNode;
}

/** A titled part of a screen in a card: a region named by its heading. */
export function SectionCard({ title, intro, className, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card as="section" className={className} aria-labelledby={headingId}>
      <Card.Body>
        <h2 id={headingId} className={intro ? 'h5 mb-1' : 'h5 mb-3'}>
          {title}
        </h2>
        {intro && <p className="small text-body-secondary mb-3">{intro}</p>}
        {children}
      </Card.Body>
    </Card>
  );
}
