import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import {
  BIRTH_MONTHS,
  birthDays,
  birthYears,
  withBirthPart,
  type BirthDateParts,
} from '../birth-date';

export interface BirthDateSelectProps {
  /** The year select's id; the month and day selects add `-month` and `-day`. */
  id: string;
  value: BirthDateParts;
  onChange: (value: BirthDateParts) => void;
  onBlur?: () => void;
  error?: string;
  legend?: string;
  /** The age a member must have (sign-up's 만 14세): the years stop at the youngest's. */
  minimumAge?: number;
}

const PARTS = [
  { part: 'year', suffix: '', unit: '년' },
  { part: 'month', suffix: '-month', unit: '월' },
  { part: 'day', suffix: '-day', unit: '일' },
] as const;

/**
 * Year (the last 100, less the youngest under `minimumAge`), month and day selects; the days
 * follow the month, leap years included.
 */
export function BirthDateSelect({
  id,
  value,
  onChange,
  onBlur,
  error,
  legend = '생년월일',
  minimumAge,
}: BirthDateSelectProps) {
  const [years] = useState(() => birthYears(new Date(), minimumAge));
  const options: Record<keyof BirthDateParts, number[]> = {
    year: years,
    month: BIRTH_MONTHS,
    day: birthDays(value),
  };
  const feedbackId = `${id}-feedback`;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">{legend}</legend>
      <div className="d-flex flex-wrap gap-2">
        {PARTS.map(({ part, suffix, unit }) => (
          <InputGroup key={part} className="flex-nowrap w-auto">
            <Form.Select
              id={id + suffix}
              value={value[part]}
              onChange={(event) => onChange(withBirthPart(value, part, event.target.value))}
              onBlur={onBlur}
              isInvalid={Boolean(error)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? feedbackId : undefined}
            >
              <option value="">선택</option>
              {options[part].map((number) => (
                <option key={number} value={String(number)}>
                  {number}
                </option>
              ))}
            </Form.Select>
            <label className="input-group-text" htmlFor={id + suffix}>
              {unit}
            </label>
          </InputGroup>
        ))}
      </div>
      {error && (
        <div id={feedbackId} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
