import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadingSpinner } from '@/components/loading-spinner';
import { CardThumbnail } from '@/components/product-image';
import { paths } from '@/config/paths';
import { MYPAGE_TEXT } from '../mypage-text';

export interface HubSectionProps {
  title: string;
  /** The whole list the section shows the start of. */
  to: string;
  children: ReactNode;
}

/** A part of the hub: its heading, a link to the whole list, and the newest rows. */
export function HubSection({ title, to, children }: HubSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="app-mypage-section">
      <div className="d-flex align-items-baseline justify-content-between gap-2 mb-2">
        <h2 id={headingId} className="app-section-title mb-0">
          {title}
        </h2>
        <Link to={to} className="small fw-semibold text-decoration-none">
          {MYPAGE_TEXT.viewAll}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </div>
      {children}
    </section>
  );
}

/** At most this many rows in a section; the whole list is a link away. */
const SHOWN = 3;

export interface HubRowsProps<T> extends Omit<HubSectionProps, 'children'> {
  /** The rows to show (the first few are), or undefined while they are read. */
  rows: T[] | undefined;
  /** They could not be read. */
  failed: boolean;
  /** What the section says when there is nothing to show. */
  emptyText: string;
  rowKey: (row: T) => number;
  /** A row's picture. */
  picture: (row: T) => string | null;
  /** Its title and a line under it. */
  body: (row: T) => ReactNode;
  /** Its state, at the end of the row. */
  badge: (row: T) => ReactNode;
}

/** A section of the hub's newest rows: read, failed, empty, or the rows with their pictures. */
export function HubRows<T>({
  rows,
  failed,
  emptyText,
  rowKey,
  picture,
  body,
  badge,
  ...section
}: HubRowsProps<T>) {
  const shown = rows?.slice(0, SHOWN);
  return (
    <HubSection {...section}>
      {shown === undefined &&
        (failed ? (
          <p className="app-mypage-failed">{MYPAGE_TEXT.loadFailed}</p>
        ) : (
          <LoadingSpinner className="py-4" />
        ))}
      {shown?.length === 0 && (
        <EmptyState text={emptyText} action={{ label: MYPAGE_TEXT.browse, to: paths.saleList }} />
      )}
      {shown && shown.length > 0 && (
        <ul className="list-unstyled mb-0 app-mypage-rows">
          {shown.map((row) => (
            <li key={rowKey(row)} className="app-mypage-row">
              <CardThumbnail src={picture(row)} />
              <div className="flex-grow-1" style={{ minWidth: 0 }}>
                {body(row)}
              </div>
              {badge(row)}
            </li>
          ))}
        </ul>
      )}
    </HubSection>
  );
}
