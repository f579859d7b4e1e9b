import Row, { type RowProps } from 'react-bootstrap/Row';

export interface ListingGridSkeletonProps {
  /** How many cards stand in. */
  count: number;
  /** The grid's columns by breakpoint, as the real grid has them (`xs`, `md`, `lg`). */
  columns: Pick<RowProps, 'xs' | 'sm' | 'md' | 'lg' | 'xl'>;
  /** Said to screen readers while the cards load. */
  label: string;
  className?: string;
}

/**
 * The shape of a grid of listing cards while its first page loads: grey blocks where the picture,
 * title and price will be, so the page has its layout at once and nothing jumps when they come.
 * Hidden from screen readers, which hear `label` instead.
 */
export function ListingGridSkeleton({
  count,
  columns,
  label,
  className,
}: ListingGridSkeletonProps) {
  return (
    <div className={className}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <Row {...columns} className="g-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="col">
            <div className="app-skeleton-card" />
          </div>
        ))}
      </Row>
    </div>
  );
}
