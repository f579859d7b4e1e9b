import {
  quickStatsPeriod,
  STATS_QUICK_PERIODS,
  type StatsPeriod,
  type StatsQuickPeriod,
} from '@store/contract';
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { STATS_SCREEN_TEXT as TEXT } from '../stats-text';

export interface PeriodPickerProps {
  /** The period the inputs start from (the one shown, or asked for). */
  period: StatsPeriod;
  /** Korea-time today: the last day that can be chosen, and where the quick choices end. */
  today: string;
  /** The server's refusal of the period asked for, by field. */
  fieldErrors: Readonly<Partial<Record<'from' | 'to', string>>>;
  onChange: (period: StatsPeriod) => void;
}

const isSame = (a: StatsPeriod, b: StatsPeriod) => a.from === b.from && a.to === b.to;

/**
 * 시작일 and 종료일 with 조회, and the quick choices (오늘, 7일, 30일, 이번 달, 지난 달): each asks
 * for its period at once. The server checks the period; its refusal shows under the field.
 */
export function PeriodPicker({ period, today, fieldErrors, onChange }: PeriodPickerProps) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const ids = { from: useId(), to: useId(), quick: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ from, to });
  };
  const field = (name: 'from' | 'to', value: string, set: (value: string) => void) => {
    const error = fieldErrors[name];
    const errorId = `${ids[name]}-error`;
    return (
      <Form.Group controlId={ids[name]}>
        <Form.Label className="small mb-1">{TEXT[name]}</Form.Label>
        <Form.Control
          type="date"
          value={value}
          max={today}
          required
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => set(event.target.value)}
        />
        {error && (
          <Form.Control.Feedback type="invalid" id={errorId}>
            {error}
          </Form.Control.Feedback>
        )}
      </Form.Group>
    );
  };
  return (
    <Form
      noValidate
      onSubmit={submit}
      className="d-flex flex-wrap align-items-start gap-3 mb-4"
      aria-label={TEXT.pickerTitle}
    >
      <div className="d-flex flex-wrap align-items-start gap-2">
        {field('from', from, setFrom)}
        {field('to', to, setTo)}
        <div>
          {/* Level with the inputs under their labels. */}
          <span className="d-block small mb-1 invisible" aria-hidden="true">
            {TEXT.search}
          </span>
          <Button type="submit" variant="primary">
            {TEXT.search}
          </Button>
        </div>
      </div>
      <div
        role="group"
        aria-labelledby={ids.quick}
        className="d-flex flex-wrap align-items-center gap-1 align-self-end"
      >
        <span id={ids.quick} className="small text-body-secondary me-1">
          {TEXT.quickChoices}
        </span>
        {STATS_QUICK_PERIODS.map(({ key, label }) => {
          const choice = quickStatsPeriod(key as StatsQuickPeriod, today);
          const chosen = isSame(choice, period);
          return (
            <Button
              key={key}
              size="sm"
              variant={chosen ? 'secondary' : 'outline-secondary'}
              aria-pressed={chosen}
              onClick={() => onChange(choice)}
            >
              {label}
            </Button>
          );
        })}
      </div>
    </Form>
  );
}
