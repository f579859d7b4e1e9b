import type { InputHTMLAttributes, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useController, type FieldPath, type FieldValues, type PathValue } from 'react-hook-form';
import type { ContractForm } from '@/lib/form';

/** What a field's control needs to be linked to its label and messages. */
export interface FieldControlProps {
  id: string;
  isInvalid: boolean;
  isValid: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  /** A confirmation when there is no error ('사용 가능한 아이디입니다.'). */
  valid?: string;
  help?: ReactNode;
  /** A button after the control ('중복 확인', '인증번호 받기'). */
  action?: ReactNode;
  className?: string;
  /** Under the messages (previews of chosen files). */
  after?: ReactNode;
  /** The control (input, select, textarea, input group), given the props that link it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A visible label, the control, its message and a hint: the one frame of every form field. */
export function FieldFrame({
  id,
  label,
  error,
  valid,
  help,
  action,
  className = 'mb-3',
  after,
  children,
}: FieldFrameProps) {
  const message = error ?? valid;
  const feedbackId = `${id}-feedback`;
  const helpId = `${id}-help`;
  const describedBy =
    [message ? feedbackId : null, help ? helpId : null].filter(Boolean).join(' ') || undefined;
  const control = children({
    id,
    isInvalid: Boolean(error),
    isValid: !error && Boolean(valid),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  });
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {action ? (
        <InputGroup>
          {control}
          {action}
        </InputGroup>
      ) : (
        control
      )}
      {message && (
        <div
          id={feedbackId}
          className={error ? 'invalid-feedback d-block' : 'valid-feedback d-block'}
          role={error ? 'alert' : 'status'}
        >
          {message}
        </div>
      )}
      {help && (
        <Form.Text id={helpId} className="d-block">
          {help}
        </Form.Text>
      )}
      {after}
    </Form.Group>
  );
}

/** The control's props for a field of a form: the frame's links, and its value and events. */
export interface BoundControlProps<
  V extends FieldValues,
  N extends FieldPath<V>,
> extends FieldControlProps {
  name: N;
  value: PathValue<V, N>;
  /** Takes the change event, or the value to keep (a phone number with its hyphens). */
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
}

export interface FormFieldProps<V extends FieldValues, N extends FieldPath<V>> extends Omit<
  FieldFrameProps,
  'id' | 'error' | 'children'
> {
  form: ContractForm<V>;
  name: N;
  /** Shown when the form has no message for the field (the answer of a check the page made). */
  fallbackError?: string;
  children: (control: BoundControlProps<V, N>) => ReactNode;
}

/** A field of a `useContractForm` form in its frame, with the message the form shows for it. */
export function FormField<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  fallbackError,
  children,
  ...frame
}: FormFieldProps<V, N>) {
  const { field, fieldState } = useController({
    control: form.control,
    name,
    rules: { deps: form.deps[name] },
  });
  return (
    <FieldFrame
      {...frame}
      id={form.id(name)}
      error={form.shownError(name, fieldState.error, fieldState.isTouched) ?? fallbackError}
    >
      {(control) =>
        children({
          ...control,
          name: field.name,
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          ref: field.ref,
        })
      }
    </FieldFrame>
  );
}

export interface FormCheckProps<V extends FieldValues, N extends FieldPath<V>> {
  form: ContractForm<V>;
  name: N;
  label: string;
  type?: 'checkbox' | 'switch';
  className?: string;
  disabled?: boolean;
}

/**
 * A yes/no field of a form (a switch or a checkbox), its value a boolean; a box that must be ticked
 * (an agreement) shows its message under it as every field does.
 */
export function FormCheck<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  label,
  type = 'checkbox',
  className,
  disabled,
}: FormCheckProps<V, N>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name });
  const id = form.id(name);
  const error = form.shownError(name, fieldState.error, fieldState.isTouched);
  const feedbackId = `${id}-feedback`;
  return (
    <Form.Check type={type} id={id} className={className}>
      <Form.Check.Input
        type={type === 'switch' ? 'checkbox' : type}
        name={name}
        checked={Boolean(value)}
        disabled={disabled}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? feedbackId : undefined}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        ref={ref}
      />
      <Form.Check.Label>{label}</Form.Check.Label>
      {error && (
        <div id={feedbackId} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </Form.Check>
  );
}

/** What a text field's own input takes, beside its frame's. */
type TextInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder' | 'disabled' | 'readOnly'
>;

export interface TextFieldProps<V extends FieldValues, N extends FieldPath<V>>
  extends Omit<FormFieldProps<V, N>, 'children'>, TextInputProps {
  /** Several lines: a textarea of this many rows. */
  rows?: number;
}

/** A text field of a form: one line, or several (`rows`). */
export function TextField<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  rows,
  type,
  inputMode,
  autoComplete,
  maxLength,
  placeholder,
  disabled,
  readOnly,
  ...frame
}: TextFieldProps<V, N>) {
  const input = { type, inputMode, autoComplete, maxLength, placeholder, disabled, readOnly };
  return (
    <FormField form={form} name={name} {...frame}>
      {(control) =>
        rows ? (
          <Form.Control {...control} {...input} as="textarea" rows={rows} />
        ) : (
          <Form.Control {...control} {...input} />
        )
      }
    </FormField>
  );
}

export interface NumberFieldProps<V extends FieldValues, N extends FieldPath<V>> extends Omit<
  FormFieldProps<V, N>,
  'children'
> {
  min: number;
  max?: number;
  step: number;
  /** Beside the number: its unit ('원', '개'), or what it may come to ('재고 5개'). */
  unit?: ReactNode;
  /** What a blank field stands for (a default amount). */
  placeholder?: string;
  disabled?: boolean;
}

/** A whole number of a form, typed as digits, with its unit beside it. */
export function NumberField<V extends FieldValues, N extends FieldPath<V>>({
  min,
  max,
  step,
  unit,
  placeholder,
  disabled,
  ...field
}: NumberFieldProps<V, N>) {
  return (
    <FormField {...field}>
      {(control) => {
        const input = (
          <Form.Control
            {...control}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={step}
            placeholder={placeholder}
            disabled={disabled}
          />
        );
        if (unit === undefined) return input;
        return (
          <InputGroup>
            {input}
            <InputGroup.Text>{unit}</InputGroup.Text>
          </InputGroup>
        );
      }}
    </FormField>
  );
}
