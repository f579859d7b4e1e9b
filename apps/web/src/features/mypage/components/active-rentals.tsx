import { RENTAL_STATES, type Rental } from '@store/contract';
import { CardThumbnail } from '@/components/product-image';
import { EmptyState } from '@/components/empty-state';
import { LoadingSpinner } from '@/components/loading-spinner';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { MYPAGE_TEXT } from '../mypage-text';
import { HubSection } from './hub-section';

/** The states of a rental that is still with the member or on its way. */
const ACTIVE_STATES: ReadonlySet<string> = new Set([
  RENTAL_STATES.waiting,
  RENTAL_STATES.renting,
  RENTAL_STATES.overdue,
  RENTAL_STATES.returnChecking,
  RENTAL_STATES.returnShipping,
]);

export const isActiveRental = (rental: Rental): boolean => ACTIVE_STATES.has(rental.state);

/** At most this many rows in the section; the whole list is a link away. */
const SHOWN = 3;

export interface ActiveRentalsProps {
  /** The newest rentals, or undefined while they are read. */
  rentals: Rental[] | undefined;
  /** They could not be read. */
  failed: boolean;
}

/** The rentals the member has now: picture, product, state and when it goes back. */
export function ActiveRentals({ rentals, failed }: ActiveRentalsProps) {
  const active = rentals?.filter(isActiveRental).slice(0, SHOWN);
  return (
    <HubSection title={MYPAGE_TEXT.rentalsHeading} to={paths.rentalList}>
      {active === undefined &&
        (failed ? (
          <p className="app-mypage-failed">{MYPAGE_TEXT.loadFailed}</p>
        ) : (
          <LoadingSpinner className="py-4" />
        ))}
      {active?.length === 0 && (
        <EmptyState
          text={MYPAGE_TEXT.noActiveRentals}
          action={{ label: MYPAGE_TEXT.browse, to: paths.saleList }}
        />
      )}
      {active && active.length > 0 && (
        <ul className="list-unstyled mb-0 app-mypage-rows">
          {active.map((rental) => (
            <li key={rental.seq} className="app-mypage-row">
              <CardThumbnail src={rental.image.path} />
              <div className="flex-grow-1" style={{ minWidth: 0 }}>
                <p className="app-mypage-row-title">{rental.productNoName}</p>
                <p className="app-mypage-row-meta">
                  {rental.state === RENTAL_STATES.waiting
                    ? MYPAGE_TEXT.startsAtDelivery
                    : MYPAGE_TEXT.returnBy(formatDate(rental.endDttm))}
                </p>
              </div>
              <span
                className={
                  rental.state === RENTAL_STATES.overdue
                    ? 'badge text-bg-danger'
                    : 'badge app-mypage-state'
                }
              >
                {rental.state}
              </span>
            </li>
          ))}
        </ul>
      )}
    </HubSection>
  );
}
