import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { useRouteTitle } from './use-route-title';

export interface PageFrameProps {
  /** The heading; the route's title (the document's) when not given. */
  title?: string;
  /** Buttons beside the heading ('등록', '수정', '삭제'). */
  actions?: ReactNode;
  /**
   * Forms stay in a narrow centred column (720 px, or the width given); lists and details use the
   * full width.
   */
  narrow?: boolean | number;
  children: ReactNode;
}

const NARROW_WIDTH = 720;

/** The frame of a screen: its heading, its actions and the content. */
export function PageFrame({ title, actions, narrow = false, children }: PageFrameProps) {
  const routeTitle = useRouteTitle();
  const width = narrow === true ? NARROW_WIDTH : narrow || undefined;
  return (
    <Container className="py-4">
      <div
        className={width ? 'mx-auto' : undefined}
        style={width ? { maxWidth: width } : undefined}
      >
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
          <h1 className="h3 mb-0">{title ?? routeTitle}</h1>
          {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
        </div>
        {children}
      </div>
    </Container>
  );
}
