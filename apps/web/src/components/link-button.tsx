import { Link, type LinkProps } from 'react-router';

export interface LinkButtonProps extends LinkProps {
  /** A Bootstrap button variant: primary, outline-secondary, ... */
  variant?: string;
  size?: 'sm' | 'lg';
}

/** A router link that looks like a Bootstrap button (react-bootstrap's Button does not type `as={Link}`). */
export function LinkButton({ variant = 'primary', size, className, ...props }: LinkButtonProps) {
  const classes = ['btn', `btn-${variant}`, size && `btn-${size}`, className].filter(Boolean);
  return <Link className={classes.join(' ')} {...props} />;
}

/** '목록': back to the list a screen belongs to (or came from). */
export function ListLink({ to, state }: Pick<LinkProps, 'to' | 'state'>) {
  return (
    <LinkButton to={to} state={state} variant="outline-secondary">
      목록
    </LinkButton>
  );
}
