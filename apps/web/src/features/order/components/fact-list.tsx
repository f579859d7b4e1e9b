import type { ReactNode } from 'react';

export type Fact = [term: string, value: ReactNode];

/** Terms and values, two columns from small screens up, stacked on phones. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="row mb-0">
      {facts.map(([term, value]) => (
        <div key={term} className="col-12 d-sm-flex py-1">
          <dt className="fw-normal text-body-secondary flex-shrink-0" style={{ minWidth: '8rem' }}>
            {term}
          </dt>
          <dd className="mb-0 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
