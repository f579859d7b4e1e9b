import { formatWon, type RentalSettlement } from '@store/contract';
import { useId } from 'react';
import type { Fact } from '@/components/fact-list';
import { RENTAL_MONEY_TEXT } from '../rental-text';
import { useRentalPayment } from '../use-rental-payment';
import { RentalFacts, RentalPayButton } from './fact-list';

const PHOTO_SIZE = 64;

/** What the balance means: refunded to the member, owed by them (and whether it was paid), or even. */
function balanceFact({ balance, balancePaid }: RentalSettlement): Fact {
  if (balance > 0)
    return [RENTAL_MONEY_TEXT.refunded, <strong key="balance">{formatWon(balance)}</strong>];
  if (balance === 0) return [RENTAL_MONEY_TEXT.settledEven, formatWon(0)];
  return [
    RENTAL_MONEY_TEXT.owed,
    <span key="balance">
      <strong className={balancePaid ? undefined : 'text-danger'}>{formatWon(-balance)}</strong>
      {balancePaid && (
        <>
          {' '}
          <span className="ms-1 text-success">{RENTAL_MONEY_TEXT.owedPaid}</span>
        </>
      )}
    </span>,
  ];
}

/**
 * The statement made when the rental came back (or was bought out), line by line as the member
 * sees it in 내 대여: the inspection, its photos, each amount (negative: owed to the shop) and the
 * balance, with paying a balance owed.
 */
export function SettlementStatement({
  seq,
  settlement,
}: {
  seq: number;
  settlement: RentalSettlement;
}) {
  const headingId = useId();
  const payment = useRentalPayment();
  const owing = settlement.balance < 0 && !settlement.balancePaid;
  const facts: Fact[] = [
    [RENTAL_MONEY_TEXT.condition, settlement.condition],
    ...(settlement.damageReason
      ? [[RENTAL_MONEY_TEXT.damageReason, settlement.damageReason] as Fact]
      : []),
    ...(settlement.photos.length > 0
      ? [
          [
            RENTAL_MONEY_TEXT.photos,
            <span key="photos" className="d-flex flex-wrap gap-2">
              {settlement.photos.map((photo, index) => (
                <a key={photo.path} href={photo.path} target="_blank" rel="noreferrer">
                  <img
                    src={photo.path}
                    alt={RENTAL_MONEY_TEXT.photoAlt(index + 1)}
                    width={PHOTO_SIZE}
                    height={PHOTO_SIZE}
                    loading="lazy"
                    className="rounded border object-fit-cover"
                  />
                </a>
              ))}
            </span>,
          ] as Fact,
        ]
      : []),
    ...settlement.lines.map(({ label, amount }): Fact => [label, formatWon(amount)]),
    balanceFact(settlement),
  ];

  return (
    <section aria-labelledby={headingId} className="border rounded p-2 mt-3 small">
      <h3 id={headingId} className="h6 mb-2">
        {RENTAL_MONEY_TEXT.settlementTitle}
      </h3>
      <RentalFacts facts={facts} />
      {owing && (
        <div className="d-flex justify-content-end mt-2">
          <RentalPayButton payment={payment} request={{ kind: 'settlement', seq }}>
            {RENTAL_MONEY_TEXT.payOwed}
          </RentalPayButton>
        </div>
      )}
    </section>
  );
}
