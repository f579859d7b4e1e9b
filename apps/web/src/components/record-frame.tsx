import type { Message } from '@store/contract';
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { EmptyState } from './empty-state';
import { LoadingSpinner } from './loading-spinner';
import { PageFrame } from './page-frame';
import { useStaleEdit } from './stale-edit-notice';
import { useErrorToast } from './use-error-toast';
import { useSeqParam } from './use-seq-param';
import { notFoundOr } from './write-feedback';

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

export interface VersionedRecordFormFrameProps<T> {
  /** The record read again on arrival, so the form starts from it as it is now, with its version. */
  query: RecordFrameProps<T>['query'] & { refetch: () => Promise<unknown>; isFetching: boolean };
  /** `text` is also the toast of a read refused as not found. */
  missing: MissingRecord;
  /**
   * The form, with the key that starts it again after a reload and the handler of a refused
   * save (a stale one shows the notice; any other is thrown on to the form).
   */
  children: (
    record: T | undefined,
    edit: { formKey: number; onRefused: (error: unknown) => void },
  ) => ReactNode;
}

/**
 * The form screen of a record saved with the version it was read at (a product, a listing): a
 * `RecordFormFrame` whose save, refused because the record changed meanwhile, shows the notice
 * that reads it again.
 */
export function VersionedRecordFormFrame<T>({
  query,
  missing,
  children,
}: VersionedRecordFormFrameProps<T>) {
  const stale = useStaleEdit(query);
  const failure = useMemo(() => notFoundOr(missing.text), [missing.text]);
  return (
    <RecordFormFrame
      narrow
      fresh
      query={query}
      missing={missing}
      failure={failure}
      notice={stale.notice}
    >
      {(record) => children(record, { formKey: stale.formKey, onRefused: stale.keepStale })}
    </RecordFormFrame>
  );
}
