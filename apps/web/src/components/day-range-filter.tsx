import { dayRangeProblem, isIsoDay } from '@store/contract';
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { useListFilters } from './list-query';

export const DAY_RANGE_FILTER_TEXT = {
  label: '기간',
  from: '시작일',
  to: '종료일',
  apply: '기간 적용',
  clear: '전체 기간',
} as const;

export interface DayRange {
  from?: string;
  to?: string;
}

/**
 * `?from=&to=` of an administrator's list (Korea-time days, both included): the real days the
 * address names, as the list call and its CSV take them; a day that is not one is no filter.
 */
export function useDayRange(): DayRange {
  const [searchParams] = useSearchParams();
  const day = (name: string) => {
    const value = searchParams.get(name) ?? '';
    return isIsoDay(value) ? value : undefined;
  };
  const from = day('from');
  const to = day('to');
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/**
 * 시작일 and 종료일 of a list, either left empty, with 기간 적용 (from page 1, other filters
 * kept) and 전체 기간 to drop them. A range that ends before it starts is refused here, as the
 * server would.
 */
export function DayRangeFilter() {
  const shown = useDayRange();
  // The inputs start again from the address whenever it changes (back, forward, a link).
  return <DayRangeForm key={`${shown.from ?? ''}~${shown.to ?? ''}`} shown={shown} />;
}

function DayRangeForm({ shown }: { shown: DayRange }) {
  const setFilters = useListFilters();
  const [from, setFrom] = useState(shown.from ?? '');
  const [to, setTo] = useState(shown.to ?? '');
  const [error, setError] = useState<string | null>(null);
  const ids = { from: useId(), to: useId(), error: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = dayRangeProblem({ from, to });
    setError(problem?.from ?? null);
    if (!problem) setFilters({ from, to });
  };
  const active = Boolean(shown.from || shown.to);
  return (
    <Form
      noValidate
      onSubmit={submit}
      aria-label={DAY_RANGE_FILTER_TEXT.label}
      className="d-flex flex-wrap align-items-end gap-2 mb-3"
    >
      <Form.Group controlId={ids.from}>
        <Form.Label className="small mb-1">{DAY_RANGE_FILTER_TEXT.from}</Form.Label>
        <Form.Control
          type="date"
          size="sm"
          value={from}
          max={to || undefined}
          isInvalid={Boolean(error)}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setFrom(event.target.value)}
        />
      </Form.Group>
      <Form.Group controlId={ids.to}>
        <Form.Label className="small mb-1">{DAY_RANGE_FILTER_TEXT.to}</Form.Label>
        <Form.Control
          type="date"
          size="sm"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
        />
      </Form.Group>
      <Button type="submit" size="sm" variant="outline-primary">
        {DAY_RANGE_FILTER_TEXT.apply}
      </Button>
      {active && (
        <Button size="sm" variant="link" onClick={() => setFilters({ from: '', to: '' })}>
          {DAY_RANGE_FILTER_TEXT.clear}
        </Button>
      )}
      {error && (
        <p id={ids.error} role="alert" className="w-100 small text-danger mb-0">
          {error}
        </p>
      )}
    </Form>
  );
}
