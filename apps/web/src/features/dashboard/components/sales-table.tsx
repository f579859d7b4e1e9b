import { formatWon, type SalesFigures } from '@store/contract';
import { useId } from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { DASHBOARD_TEXT as TEXT } from '../dashboard-text';
import { compareSales, formatSalesChange } from '../sales-change';

/** The rows of a sales table, in the order they add up to 순매출. */
const FIGURES: readonly (keyof SalesFigures)[] = [
  'buy',
  'rent',
  'extension',
  'lateFee',
  'refunds',
  'net',
];

/** What a row shows: refunds take away from the takings, so they read as a negative. */
const shownAmount = (key: keyof SalesFigures, amount: number) =>
  key === 'refunds' && amount !== 0 ? -amount : amount;

export interface SalesTableProps {
  /** The span ('오늘', '최근 7일'): the card's heading. */
  title: string;
  /** What it is compared with ('지난주 같은 요일 대비'). */
  comparedWith: string;
  current: SalesFigures;
  earlier: SalesFigures;
}

/** One span's sales by what they paid for, each with its change from the span compared with. */
export function SalesTable({ title, comparedWith, current, earlier }: SalesTableProps) {
  const headingId = useId();
  const comparedWithId = useId();
  return (
    <Card className="h-100">
      <Card.Body>
        <h3 id={headingId} className="h6 mb-0">
          {title}
        </h3>
        <p id={comparedWithId} className="small text-body-secondary mb-2">
          {comparedWith}
        </p>
        <Table size="sm" className="mb-0" aria-labelledby={`${headingId} ${comparedWithId}`}>
          <thead>
            <tr>
              <th scope="col" className="fw-normal text-body-secondary">
                {TEXT.item}
              </th>
              <th scope="col" className="fw-normal text-body-secondary text-end">
                {TEXT.amount}
              </th>
              <th scope="col" className="fw-normal text-body-secondary text-end">
                {TEXT.change}
              </th>
            </tr>
          </thead>
          <tbody>
            {FIGURES.map((key) => {
              const isNet = key === 'net';
              return (
                <tr key={key} className={isNet ? 'fw-bold' : undefined}>
                  <th scope="row" className={isNet ? 'fw-bold' : 'fw-normal'}>
                    {TEXT.figures[key]}
                  </th>
                  <td className="text-end text-nowrap">
                    {formatWon(shownAmount(key, current[key]))}
                  </td>
                  <td className="text-end text-nowrap">
                    {formatSalesChange(compareSales(current[key], earlier[key]))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}
