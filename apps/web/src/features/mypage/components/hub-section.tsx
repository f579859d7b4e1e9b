import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MYPAGE_TEXT } from '../mypage-text';

export interface HubSectionProps {
  title: string;
  /** The whole list the section shows the start of. */
  to: string;
  children: ReactNode;
}

/** A part of the hub: its heading, a link to the whole list, and the newest rows. */
export function HubSection({ title, to, children }: HubSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="app-mypage-section">
      <div className="d-flex align-items-baseline justify-content-between gap-2 mb-2">
        <h2 id={headingId} className="app-section-title mb-0">
          {title}
        </h2>
        <Link to={to} className="small fw-semibold text-decoration-none">
          {MYPAGE_TEXT.viewAll}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </div>
      {children}
    </section>
  );
}
