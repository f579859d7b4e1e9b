import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

export const COUNT_MAX = 999;

export interface CountStepperProps {
  id: string;
  /** The field's name as read out ('캠핑 의자 수량'). */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  count: number;
  /** The most that may be asked for (the units left, at most 999). */
  max: number;
  disabled?: boolean;
  /** A new count: from the buttons at once, typed when the field is left or Enter is pressed. */
  onCommit: (count: number) => void;
}

/** − [count] +: a line's quantity, from 1 up to `max`. */
export function CountStepper({
  id,
  label,
  decreaseLabel,
  increaseLabel,
  count,
  max,
  disabled = false,
  onCommit,
}: CountStepperProps) {
  const [text, setText] = useState(String(count));
  const [shownFor, setShownFor] = useState(count);
  // The line changed (saved, or read again): the field follows it.
  if (shownFor !== count) {
    setShownFor(count);
    setText(String(count));
  }
  const upper = Math.max(1, Math.min(COUNT_MAX, max));

  const commit = (next: number) => {
    const value = Math.min(Math.max(1, next), upper);
    setText(String(value));
    if (value !== count) onCommit(value);
  };

  const commitTyped = () => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isInteger(value)) setText(String(count));
    else commit(value);
  };

  return (
    <InputGroup size="sm" className="flex-nowrap" style={{ width: '8.5rem' }}>
      <Button
        variant="outline-secondary"
        aria-label={decreaseLabel}
        disabled={disabled || count <= 1}
        onClick={() => commit(count - 1)}
      >
        −
      </Button>
      <Form.Control
        id={id}
        aria-label={label}
        className="text-center"
        type="text"
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={commitTyped}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commitTyped();
          }
        }}
      />
      <Button
        variant="outline-secondary"
        aria-label={increaseLabel}
        disabled={disabled || count >= upper}
        onClick={() => commit(count + 1)}
      >
        +
      </Button>
    </InputGroup>
  );
}
