import {
  canCancelReturn,
  canExtendRental,
  canRequestReturn,
  formatWon,
  isRentalOnHold,
  type Rental,
} from '@store/contract';
import Card from 'react-bootstrap/Card';
import { LinkButton } from '@/components/link-button';
import { CardThumbnail } from '@/components/product-image';
import { paths } from '@/config/paths';
import { formatCount, formatDate } from '@/lib/format';
import { isFinalRentalState, isWaitingRental } from '../rental-state';
import { RENTAL_MONEY_TEXT, RENTAL_SCREEN_TEXT } from '../rental-text';
import { LateFeeNotice } from './late-fee-notice';
import { RentalStateBadge } from './rental-state-badge';
import { SettlementStatement } from './settlement-statement';

/**
 * A rental ended with its order, cancelled or returned (반품): the order's refund gave back what
 * was paid, deposit included, so there is no statement of its own.
 */
function endedByOrder(orderState: string): string | null {
  if (orderState === 'C.CPLT') return RENTAL_SCREEN_TEXT.endedByOrderCancel;
  if (orderState === 'RT.CPLT') return RENTAL_SCREEN_TEXT.endedByOrderReturn;
  return null;
}

/** What the pickup asked for gives back for the rent, until the settlement states it. */
function plannedRefundOf(rental: Rental): string | null {
  if (rental.settlement !== null || rental.returnRefund === null) return null;
  const refund = formatWon(rental.returnRefund);
  if (rental.returnKind === 'WITHDRAWAL') return RENTAL_MONEY_TEXT.withdrawalRefundPlanned(refund);
  if (rental.returnKind === 'EARLY_RETURN')
    return RENTAL_MONEY_TEXT.earlyReturnRefundPlanned(refund);
  return null;
}

/**
 * One rental of the member's list: picture, product, count, state, amount, dates, what it owes or
 * gets back, and next steps.
 */
export function RentalCard({ rental }: { rental: Rental }) {
  const titleId = `rental-${rental.seq}-title`;
  const waiting = isWaitingRental(rental.state);
  const dates = [
    {
      term: '대여 시작일',
      value: waiting
        ? RENTAL_SCREEN_TEXT.startsAtDelivery
        : formatDate(rental.startDttm) || RENTAL_SCREEN_TEXT.none,
    },
    { term: '반납 예정일', value: formatDate(rental.endDttm) || RENTAL_SCREEN_TEXT.none },
    { term: '반납일', value: formatDate(rental.returnDttm) || RENTAL_SCREEN_TEXT.none },
  ];
  // The order's cancellation or return is under way: the rental waits for it.
  const onHold = isRentalOnHold(rental.orderNoState) && !isFinalRentalState(rental.state);
  const extendable = !onHold && canExtendRental(rental.state);
  const returnable = !onHold && canRequestReturn(rental.state);
  const cancellable = canCancelReturn(rental.state);
  const buyable = rental.buyout !== null;
  const plannedRefund = plannedRefundOf(rental);
  const endedNote = rental.settlement === null ? endedByOrder(rental.orderNoState) : null;

  return (
    <Card as="article" aria-labelledby={titleId} className="h-100">
      <Card.Body className="d-flex flex-column">
        <div className="d-flex gap-3 align-items-start">
          <CardThumbnail src={rental.image?.path} />
          <div className="flex-grow-1" style={{ minWidth: 0 }}>
            <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-1">
              <h2 id={titleId} className="h6 mb-0 text-break">
                {rental.productNoName}
              </h2>
              <RentalStateBadge state={rental.state} />
            </div>
            <p className="small text-body-secondary mb-1 text-break">
              대여번호 {rental.rentalNo} · 수량 {formatCount(rental.orderNoOrderCount)}
            </p>
            <p className="mb-0">
              <span className="visually-hidden">결제 금액 </span>
              <span className="fw-bold">{formatWon(rental.orderNoTotalPrice)}</span>
              {rental.extensionPaid > 0 && (
                <span className="small text-body-secondary ms-2">
                  {RENTAL_MONEY_TEXT.extensionPaid(formatWon(rental.extensionPaid))}
                </span>
              )}
            </p>
          </div>
        </div>
        <dl className="row row-cols-3 g-0 text-center small border rounded mt-3 mb-0 py-2">
          {dates.map(({ term, value }) => (
            <div key={term} className="col">
              <dt className="fw-normal text-body-secondary">{term}</dt>
              <dd className="mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        {waiting && (
          <p className="small text-body-secondary mt-2 mb-0">{RENTAL_SCREEN_TEXT.waitingNotice}</p>
        )}
        {endedNote && <p className="small text-body-secondary mt-2 mb-0">{endedNote}</p>}
        {onHold && (
          <p className="small text-warning-emphasis mt-2 mb-0">{RENTAL_SCREEN_TEXT.onHoldNotice}</p>
        )}
        {rental.lateFee && (
          <LateFeeNotice
            seq={rental.seq}
            lateFee={rental.lateFee}
            payable={!isFinalRentalState(rental.state)}
          />
        )}
        {plannedRefund && <p className="small text-primary mt-2 mb-0">{plannedRefund}</p>}
        {rental.settlement && (
          <SettlementStatement seq={rental.seq} settlement={rental.settlement} />
        )}
        {(extendable || returnable || cancellable || buyable) && (
          <div className="d-flex flex-wrap justify-content-end gap-2 mt-3">
            {extendable && (
              <LinkButton to={paths.rentalRenew(rental.seq)} size="sm">
                연장하기
              </LinkButton>
            )}
            {returnable && (
              <LinkButton to={paths.rentalReturn(rental.seq)} size="sm" variant="outline-primary">
                반납하기
              </LinkButton>
            )}
            {cancellable && (
              <LinkButton to={paths.rentalReturn(rental.seq)} size="sm" variant="outline-danger">
                반납 신청 취소
              </LinkButton>
            )}
            {buyable && (
              <LinkButton to={paths.rentalBuyout(rental.seq)} size="sm" variant="outline-success">
                {RENTAL_MONEY_TEXT.buyout}
              </LinkButton>
            )}
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
