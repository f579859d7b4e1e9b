import { RENTAL_STATES, type Rental } from '@store/contract';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { MYPAGE_TEXT } from '../mypage-text';
import { HubRows } from './hub-section';

/** The states of a rental that is still with the member or on its way. */
const ACTIVE_STATES: ReadonlySet<string> = new Set([
  RENTAL_STATES.waiting,
  RENTAL_STATES.renting,
  RENTAL_STATES.overdue,
  RENTAL_STATES.returnChecking,
  RENTAL_STATES.returnShipping,
]);

export const isActiveRental = (rental: Rental): boolean => ACTIVE_STATES.has(rental.state);

export interface ActiveRentalsProps {
  /** The newest rentals, or undefined while they are read. */
  rentals: Rental[] | undefined;
  /** They could not be read. */
  failed: boolean;
}

/** The rentals the member has now: picture, product, state and when it goes back. */
export function ActiveRentals({ rentals, failed }: ActiveRentalsProps) {
  return (
    <HubRows
      title={MYPAGE_TEXT.rentalsHeading}
      to={paths.rentalList}
      rows={rentals?.filter(isActiveRental)}
      failed={failed}
      emptyText={MYPAGE_TEXT.noActiveRentals}
      rowKey={(rental) => rental.seq}
      picture={(rental) => rental.image.path}
      body={(rental) => (
        <>
          <p className="app-mypage-row-title">{rental.productNoName}</p>
          <p className="app-mypage-row-meta">
            {rental.state === RENTAL_STATES.waiting
              ? MYPAGE_TEXT.startsAtDelivery
              : MYPAGE_TEXT.returnBy(formatDate(rental.endDttm))}
          </p>
        </>
      )}
      badge={(rental) => (
        <span
          className={
            rental.state === RENTAL_STATES.overdue
              ? 'badge text-bg-danger'
              : 'badge app-mypage-state'
          }
        >
          {rental.state}
        </span>
      )}
    />
  );
}
