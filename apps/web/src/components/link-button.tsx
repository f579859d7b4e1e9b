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
