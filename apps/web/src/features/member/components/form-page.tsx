import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';

export interface FormPageProps {
  title: string;
  children: ReactNode;
  /** Tables and details use the full width; forms stay narrow (about 560 px), centred. */
  wide?: boolean;
}

/** The frame of a member screen: its heading and a centred column. */
export function FormPage({ title, children, wide = false }: FormPageProps) {
  return (
    <Container className="py-4 py-md-5">
      <div className="mx-auto" style={wide ? undefined : { maxWidth: 560 }}>
        <h1 className="h3 mb-4 text-center">{title}</h1>
        {children}
      </div>
    </Container>
  );
}
