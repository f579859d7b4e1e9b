import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';

export interface OrderFrameProps {
  title: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** Forms stay in a narrow centred column; lists and details use the full width. */
  narrow?: boolean;
  children: ReactNode;
}

/** The frame of an order screen: its heading, its actions and the content. */
export function OrderFrame({ title, actions, narrow = false, children }: OrderFrameProps) {
  return (
    <Container className="py-4">
      <div
        className={narrow ? 'mx-auto' : undefined}
        style={narrow ? { maxWidth: 640 } : undefined}
      >
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
          <h1 className="h3 mb-0">{title}</h1>
          {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
        </div>
        {children}
      </div>
    </Container>
  );
}
