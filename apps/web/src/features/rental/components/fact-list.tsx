import type { ReactNode } from 'react';

export interface Fact {
  term: string;
  value: ReactNode;
}

/** Read-only facts as a description list: label above value on phones, side by side from `sm`. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="row mb-0">
      {facts.map(({ term, value }) => (
        <div key={term} className="col-12 d-sm-flex py-1 border-bottom">
          <dt className="fw-normal text-body-secondary flex-shrink-0" style={{ minWidth: 120 }}>
            {term}
          </dt>
          <dd className="mb-0 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
