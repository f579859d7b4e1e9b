import { formatWon } from '@store/contract';

export interface AmountListProps {
  /** Each amount's term and value, as shown. */
  amounts: readonly (readonly [term: string, value: string])[];
  totalLabel: string;
  total: number;
}

/** What an order costs, one amount a line, and under a rule the total to pay. */
export function AmountList({ amounts, totalLabel, total }: AmountListProps) {
  return (
    <dl className="mb-3">
      {amounts.map(([term, value]) => (
        <div key={term} className="d-flex justify-content-between gap-3 mb-2">
          <dt className="fw-normal text-body-secondary">{term}</dt>
          <dd className="mb-0 text-end">{value}</dd>
        </div>
      ))}
      <div className="d-flex justify-content-between align-items-baseline gap-3 border-top pt-3 mt-1">
        <dt>{totalLabel}</dt>
        <dd className="mb-0 fs-5 fw-bold text-end">{formatWon(total)}</dd>
      </div>
    </dl>
  );
}
