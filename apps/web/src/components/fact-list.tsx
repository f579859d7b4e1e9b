import type { CSSProperties, ReactNode } from 'react';

export type Fact = [term: string, value: ReactNode];

export interface FactListProps {
  facts: readonly Fact[];
  /** A line under each fact. */
  bordered?: boolean;
  /** The terms' column. */
  termWidth?: CSSProperties['minWidth'];
}

/** Read-only terms and values: side by side from small screens up, stacked on phones. */
export function FactList({ facts, bordered = false, termWidth = '8rem' }: FactListProps) {
  return (
    <dl className="row mb-0">
      {facts.map(([term, value]) => (
        <div
          key={term}
          className={bordered ? 'col-12 d-sm-flex py-1 border-bottom' : 'col-12 d-sm-flex py-1'}
        >
          {/* The padding keeps a term longer than its column off its value (inside the min width). */}
          <dt
            className="fw-normal text-body-secondary flex-shrink-0 pe-sm-3"
            style={{ minWidth: termWidth }}
          >
            {term}
          </dt>
          <dd className="mb-0 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Terms and values at either end of each line, as on a receipt; `small` in smaller print. */
export function ReceiptFacts({
  facts,
  small = false,
}: {
  facts: readonly Fact[];
  small?: boolean;
}) {
  return (
    <dl className={small ? 'mb-0 small' : 'mb-0'}>
      {facts.map(([term, value]) => (
        <div key={term} className="d-flex justify-content-between gap-3 py-1">
          <dt className="fw-normal text-body-secondary">{term}</dt>
          <dd className="mb-0 text-end text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
