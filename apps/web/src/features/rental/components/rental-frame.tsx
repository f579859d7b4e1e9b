import type { ReactNode } from 'react';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { paths } from '@/config/paths';
import { RENTAL_SCREEN_TEXT } from '../rental-text';
import { useLoginRequired } from '../use-login-required';
import { LoadFailure } from './load-failure';

export interface RentalFrameProps<T> {
  /** The rental the screen works on, as its query gives it. */
  query: { data: T | undefined; error: unknown; isPending: boolean };
  children: (data: T) => ReactNode;
}

/**
 * A screen about one rental (`/rental/renew/{seq}`, `/rental/return/{seq}`): its route's heading,
 * the wait, a refusal with the way back to the list, and then the screen itself.
 */
export function RentalFrame<T>({ query, children }: RentalFrameProps<T>) {
  const leaving = useLoginRequired(query.error);
  return (
    <PageFrame narrow>
      {!leaving && <RentalContent query={query}>{children}</RentalContent>}
    </PageFrame>
  );
}

function RentalContent<T>({ query, children }: RentalFrameProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isPending) return <LoadingSpinner label={RENTAL_SCREEN_TEXT.loadingRental} />;
  return (
    <>
      <LoadFailure error={query.error} what="대여 정보" />
      <div className="text-center">
        <LinkButton to={paths.rentalList} variant="outline-secondary">
          {RENTAL_SCREEN_TEXT.backToList}
        </LinkButton>
      </div>
    </>
  );
}
