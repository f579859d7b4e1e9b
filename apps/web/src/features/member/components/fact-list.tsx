import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

const EMPTY = '-';

/** Read-only label and value pairs, side by side from the small breakpoint up. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="mb-0">
      {facts.map(({ label, value }) => (
        <div key={label} className="d-sm-flex border-bottom py-2">
          <dt className="col-sm-4 fw-semibold text-body-secondary">{label}</dt>
          <dd className="col-sm-8 mb-0 text-break">
            {value === null || value === undefined || value === '' ? EMPTY : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
