import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { To } from 'react-router';
import { LinkButton } from './link-button';

export interface SubmitButtonProps {
  children: ReactNode;
  variant?: string;
  size?: 'sm' | 'lg';
  /** While the form's write runs: the button is disabled. */
  pending?: boolean;
  /** Disabled for another reason (a field still empty, a state that allows no change). */
  disabled?: boolean;
  /** A small spinner before the text while pending. */
  spinner?: boolean;
}

/** A form's submit button. */
export function SubmitButton({
  children,
  variant,
  size,
  pending = false,
  disabled = false,
  spinner = false,
}: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} size={size} disabled={disabled || pending}>
      {spinner && pending && (
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}

export interface FormActionsProps extends Omit<SubmitButtonProps, 'children'> {
  submitLabel: string;
  /** The way back ('취소', '목록', '돌아가기'): a link, left of the submit. */
  cancelTo?: To;
  cancelLabel?: string;
  /** The history state the way back keeps (the list a detail came from). */
  cancelState?: unknown;
  /** Buttons between the way back and the submit. */
  children?: ReactNode;
  className?: string;
}

/** The buttons at the end of a form: the way back, anything else, then the submit. */
export function FormActions({
  submitLabel,
  cancelTo,
  cancelLabel = '취소',
  cancelState,
  children,
  className,
  ...submit
}: FormActionsProps) {
  const classes = ['d-flex justify-content-end gap-2', className].filter(Boolean);
  return (
    <div className={classes.join(' ')}>
      {cancelTo !== undefined && (
        <LinkButton to={cancelTo} state={cancelState} variant="outline-secondary">
          {cancelLabel}
        </LinkButton>
      )}
      {children}
      <SubmitButton {...submit}>{submitLabel}</SubmitButton>
    </div>
  );
}

/** One submit button across the form's width (the member screens' '확인', '비밀번호 변경'). */
export function WideSubmit({ className, ...button }: SubmitButtonProps & { className?: string }) {
  return (
    <div className={className ? `d-grid ${className}` : 'd-grid'}>
      <SubmitButton {...button} />
    </div>
  );
}
