import type { Message } from '@store/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { EmptyState } from './empty-state';
import { LoadingSpinner } from './loading-spinner';
import { PageFrame } from './page-frame';
import { useErrorToast } from './use-error-toast';
import { useSeqParam } from './use-seq-param';

/** What a screen says when its record is missing, and the list it offers to go back to. */
export interface MissingRecord {
  text: string;
  listTo: string;
}

export interface RecordFrameProps<T> {
  /** The record read for the `:seq` of the address. */
  query: {
    data: T | undefined;
    error: unknown;
    isError: boolean;
    isFetchedAfterMount: boolean;
  };
  missing: MissingRecord;
  /** The heading once the record is read (a listing's own title); the route's title until then. */
  recordTitle?: (record: T) => string;
  /** Buttons beside the heading once the record is read. */
  actions?: (record: T) => ReactNode;
  narrow?: boolean;
  /** Wait for the read made on arrival: an edit form starts from the record as it is now. */
  fresh?: boolean;
  /** The toast of a failed read; the server's message by default. */
  failure?: (error: unknown) => Message;
  /** Above the record (a refused save's notice). */
  notice?: ReactNode;
  children: (record: T) => ReactNode;
}

/** A screen about one catalogue record: the wait, a missing record with '목록', then the record. */
export function RecordFrame<T>({
  query,
  missing,
  recordTitle,
  actions,
  narrow,
  fresh = false,
  failure = errorMessage,
  notice,
  children,
}: RecordFrameProps<T>) {
  useErrorToast(query.error, failure);
  const isMissing = useSeqParam() === null || query.isError;
  const record = fresh && !query.isFetchedAfterMount ? undefined : query.data;
  return (
    <PageFrame
      title={record !== undefined && recordTitle ? recordTitle(record) : undefined}
      actions={record !== undefined && actions ? actions(record) : undefined}
      narrow={narrow}
    >
      {!isMissing && record === undefined && <LoadingSpinner />}
      {isMissing && (
        <EmptyState text={missing.text} action={{ label: '목록', to: missing.listTo }} />
      )}
      {notice}
      {record !== undefined && children(record)}
    </PageFrame>
  );
}

export interface RecordFormFrameProps<T> extends Omit<RecordFrameProps<T>, 'children'> {
  /** The form: of the record read, or empty (an add route). */
  children: (record: T | undefined) => ReactNode;
}

/**
 * The screen of a record's form, for its add route and its modify route (`:seq`): the add form
 * shows at once, the modify form once the record is read (see `RecordFrame`).
 */
export function RecordFormFrame<T>({ children, ...frame }: RecordFormFrameProps<T>) {
  const { seq } = useParams();
  if (seq === undefined) return <PageFrame narrow={frame.narrow}>{children(undefined)}</PageFrame>;
  return <RecordFrame {...frame}>{children}</RecordFrame>;
}
