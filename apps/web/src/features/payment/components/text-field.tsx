import type { InputHTMLAttributes, Ref } from 'react';
import Form from 'react-bootstrap/Form';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'size' | 'value'
> {
  id: string;
  value: string;
  label: string;
  error?: string;
  readOnly?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its message, linked by aria-describedby. */
export function TextField({ id, label, error, className, ref, ...input }: TextFieldProps) {
  const feedbackId = `${id}-feedback`;
  return (
    <Form.Group className={className ?? 'mb-3'}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control
        ref={ref}
        id={id}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? feedbackId : undefined}
        {...input}
      />
      {error && (
        <Form.Control.Feedback id={feedbackId} type="invalid" role="alert">
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
