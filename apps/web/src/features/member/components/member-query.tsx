import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadingSpinner } from '@/components/loading-spinner';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import { QueryError } from './query-error';

export interface MemberQueryProps<T> {
  query: { data: T | undefined; error: unknown; isPending: boolean; isError: boolean };
  /** The address names no member (the administrator's screens without a usable `?seq=`). */
  wrongAccess?: boolean;
  children: (member: T) => ReactNode;
}

/** A member's record as it is read: the wait, what a failed read says, then the screen. */
export function MemberQuery<T>({ query, wrongAccess = false, children }: MemberQueryProps<T>) {
  if (wrongAccess) return <Alert variant="warning">{MEMBER_SCREEN_TEXT.wrongAccess}</Alert>;
  return (
    <>
      {query.isPending && <LoadingSpinner label={MEMBER_SCREEN_TEXT.loadingMember} />}
      {query.isError && <QueryError error={query.error} />}
      {query.data !== undefined && children(query.data)}
    </>
  );
}
