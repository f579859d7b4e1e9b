import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  className?: string;
}

function feedbackProps(id: string, error: string | undefined) {
  return {
    isInvalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-feedback` : undefined,
  } as const;
}

function Feedback({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <Form.Control.Feedback id={`${id}-feedback`} type="invalid" role="alert">
      {error}
    </Form.Control.Feedback>
  );
}

export interface TextFieldProps
  extends
    FieldFrameProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'size' | 'value' | 'className'> {
  value: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its message, linked by aria-describedby. */
export function TextField({ id, label, error, className = 'mb-3', ref, ...input }: TextFieldProps) {
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control ref={ref} id={id} {...feedbackProps(id, error)} {...input} />
      <Feedback id={id} error={error} />
    </Form.Group>
  );
}

export interface TextAreaFieldProps
  extends
    FieldFrameProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'className'> {
  value: string;
}

export function TextAreaField({
  id,
  label,
  error,
  className = 'mb-3',
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control as="textarea" id={id} rows={rows} {...feedbackProps(id, error)} {...textarea} />
      <Feedback id={id} error={error} />
    </Form.Group>
  );
}
