import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import Form from 'react-bootstrap/Form';
import type { FormControlProps } from 'react-bootstrap/FormControl';
import InputGroup from 'react-bootstrap/InputGroup';

type InputProps = FormControlProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, keyof FormControlProps | 'id'>;

export interface TextFieldProps extends Omit<InputProps, 'isInvalid' | 'isValid'> {
  id: string;
  label: string;
  /** Shown under the input (react-bootstrap invalid feedback), linked by aria-describedby. */
  error?: string;
  /** A confirmation under the input when there is no error ('사용 가능한 아이디입니다.'). */
  valid?: string;
  help?: ReactNode;
  /** A button after the input ('중복 확인', '인증번호 받기'). */
  action?: ReactNode;
  groupClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its message: every text, password and e-mail field of the member screens. */
export function TextField({
  id,
  label,
  error,
  valid,
  help,
  action,
  groupClassName = 'mb-3',
  ...input
}: TextFieldProps) {
  const message = error ?? valid;
  const feedbackId = `${id}-feedback`;
  const helpId = `${id}-help`;
  const describedBy =
    [message ? feedbackId : null, help ? helpId : null].filter(Boolean).join(' ') || undefined;
  const control = (
    <Form.Control
      id={id}
      isInvalid={Boolean(error)}
      isValid={!error && Boolean(valid)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...input}
    />
  );
  const feedback = message ? (
    <Form.Control.Feedback
      id={feedbackId}
      type={error ? 'invalid' : 'valid'}
      role={error ? 'alert' : 'status'}
    >
      {message}
    </Form.Control.Feedback>
  ) : null;
  return (
    <Form.Group className={groupClassName}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {action ? (
        <InputGroup hasValidation>
          {control}
          {action}
          {feedback}
        </InputGroup>
      ) : (
        <>
          {control}
          {feedback}
        </>
      )}
      {help && <Form.Text id={helpId}>{help}</Form.Text>}
    </Form.Group>
  );
}
