import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { NotFound } from '@/components/route-error-boundary';
import { useSeqParam } from '@/components/use-seq-param';
import { paths } from '@/config/paths';
import { RENTAL_SCREEN_TEXT } from '../rental-text';
import { useLoginRequired } from '../use-login-required';
import { LoadFailure } from './load-failure';

/** The options of the query that reads the rental of the address's number. */
type RentalQuery<T> = (seq: number) => {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  enabled: boolean;
};

export interface RentalFrameProps<T> {
  /** How the screen reads the rental it works on. */
  query: RentalQuery<T>;
  children: (data: T) => ReactNode;
}

/**
 * A screen about one rental (`/rental/renew/{seq}`, `/rental/return/{seq}`): an address without a
 * number is not found; else its route's heading, the wait, a refusal with the way back to the
 * list, and then the screen itself.
 */
export function RentalFrame<T>({ query, children }: RentalFrameProps<T>) {
  const seq = useSeqParam();
  if (seq === null) return <NotFound />;
  return <RentalScreen options={query(seq)}>{children}</RentalScreen>;
}

function RentalScreen<T>({
  options,
  children,
}: {
  options: ReturnType<RentalQuery<T>>;
  children: (data: T) => ReactNode;
}) {
  const query = useQuery(options);
  const leaving = useLoginRequired(query.error);
  return (
    <PageFrame narrow>
      {!leaving && <RentalContent query={query}>{children}</RentalContent>}
    </PageFrame>
  );
}

function RentalContent<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean };
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isPending) return <LoadingSpinner label={RENTAL_SCREEN_TEXT.loadingRental} />;
  return (
    <>
      <LoadFailure error={query.error} what="대여 정보" />
      <BackToList />
    </>
  );
}

/** The way back to the member's rental list, under a screen's refusal. */
export function BackToList() {
  return (
    <div className="text-center">
      <LinkButton to={paths.rentalList} variant="outline-secondary">
        {RENTAL_SCREEN_TEXT.backToList}
      </LinkButton>
    </div>
  );
}
