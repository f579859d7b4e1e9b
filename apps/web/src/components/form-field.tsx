import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** What a field's control needs to be linked to its label and messages. */
export interface FieldControlProps {
  id: string;
  isInvalid: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  help?: ReactNode;
  className?: string;
  /** The control (input, select, textarea, input group), given the props that link it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A visible label, the control, its message and a hint: every field of the catalogue forms. */
export function FormField({
  id,
  label,
  error,
  help,
  className = 'mb-3',
  children,
}: FormFieldProps) {
  const feedbackId = `${id}-feedback`;
  const helpId = `${id}-help`;
  const describedBy =
    [error ? feedbackId : null, help ? helpId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {children({
        id,
        isInvalid: Boolean(error),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error && (
        <div id={feedbackId} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
      {help && (
        <Form.Text id={helpId} className="d-block">
          {help}
        </Form.Text>
      )}
    </Form.Group>
  );
}
