import {
  ADMIN_RENTAL_STATES,
  RENTAL_STATES,
  RENTAL_TEXT,
  RETURN_CONDITIONS,
  formatWon,
  type RentalAdmin,
  type RentalLateFee,
  type RentalSettlement,
} from '@store/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SelectOptions } from '@/components/select-options';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { useUpdateRentalState } from '../api/update-rental-state';
import { isAdminRentalState, isFinalRentalState, isWaitingRental } from '../rental-state';
import { RENTAL_SCREEN_TEXT } from '../rental-text';
import { SETTLE_SCREEN_TEXT } from '../settle-text';
import { RentalStateBadge } from './rental-state-badge';
import { formatDate } from '@/lib/format';

/** Where to collect the rental, as the member gave it on the return form. */
function PickupAddress({ rental }: { rental: RentalAdmin }) {
  const address = [
    rental.returnPost && `(${rental.returnPost})`,
    rental.returnAddr,
    rental.returnAddrDetail,
  ]
    .filter(Boolean)
    .join(' ');
  const contact = [rental.returnName, rental.returnPhone].filter(Boolean).join(' · ');
  if (!address && !contact) return <>{RENTAL_SCREEN_TEXT.none}</>;
  return (
    <div className="text-wrap" style={{ minWidth: 200 }}>
      {address && <div>{address}</div>}
      {contact && <div className="small text-body-secondary">{contact}</div>}
      {rental.returnMemo && <div className="small text-body-secondary">{rental.returnMemo}</div>}
    </div>
  );
}

/** '연체 3일 · 연체료 30,000원 (납부 10,000원)'. */
function LateFeeLine({ lateFee }: { lateFee: RentalLateFee }) {
  return (
    <div className="small text-danger-emphasis">
      {SETTLE_SCREEN_TEXT.lateFee(lateFee.overdueDays, lateFee.amount)}
      {lateFee.paid > 0 && ` ${SETTLE_SCREEN_TEXT.lateFeePaid(lateFee.paid)}`}
    </div>
  );
}

const signedWon = (amount: number) => (amount > 0 ? `+${formatWon(amount)}` : formatWon(amount));

/** The statement made at 반납 완료 (or 인수 완료): its balance, the inspection and its lines. */
function SettlementSummary({ settlement }: { settlement: RentalSettlement }) {
  const { balance, balancePaid, condition, damageReason, lines, photos } = settlement;
  let headline: string = SETTLE_SCREEN_TEXT.settled;
  if (balance > 0) headline = SETTLE_SCREEN_TEXT.refunded(balance);
  if (balance < 0) {
    headline = SETTLE_SCREEN_TEXT.owed(-balance);
    if (balancePaid) headline += ` ${SETTLE_SCREEN_TEXT.owedPaid}`;
  }
  // A buy-out is settled without an inspection.
  const inspected = (RETURN_CONDITIONS as readonly string[]).includes(condition);
  return (
    <div>
      <div className={balance < 0 && !balancePaid ? 'fw-semibold text-danger' : 'fw-semibold'}>
        {headline}
      </div>
      {inspected && (
        <div className="small text-body-secondary">{SETTLE_SCREEN_TEXT.inspected(condition)}</div>
      )}
      {lines.length > 0 && (
        <details className="small">
          <summary>{SETTLE_SCREEN_TEXT.lines}</summary>
          <ul className="list-unstyled mb-0 ps-2">
            {lines.map((line, index) => (
              <li key={`${index}-${line.label}`} className="d-flex justify-content-between gap-3">
                <span>{line.label}</span>
                <span>{signedWon(line.amount)}</span>
              </li>
            ))}
          </ul>
          {damageReason && (
            <div className="text-wrap text-body-secondary ps-2" style={{ maxWidth: 240 }}>
              {SETTLE_SCREEN_TEXT.damageReason(damageReason)}
            </div>
          )}
          {photos.length > 0 && (
            <div className="d-flex flex-wrap gap-2 ps-2">
              {photos.map((photo, index) => (
                <a key={photo.name} href={photo.path} target="_blank" rel="noreferrer">
                  {SETTLE_SCREEN_TEXT.photo(index + 1)}
                </a>
              ))}
            </div>
          )}
        </details>
      )}
    </div>
  );
}

const DAYS_GRID = { gridTemplateColumns: 'max-content max-content', columnGap: '0.5rem' } as const;
const DAY_TERM = 'fw-normal text-body-secondary';

/** The rental's days stacked in one cell: its start, its end (late or not) and its return. */
function RentalDays({
  rental,
  waiting,
  overdue,
}: {
  rental: RentalAdmin;
  waiting: boolean;
  overdue: boolean;
}) {
  const returned = formatDate(rental.returnDttm);
  return (
    <dl className="d-grid mb-0" style={DAYS_GRID}>
      <dt className={DAY_TERM}>{RENTAL_SCREEN_TEXT.startDay}</dt>
      <dd className="mb-0">
        {waiting
          ? RENTAL_SCREEN_TEXT.startsAtDelivery
          : formatDate(rental.startDttm) || RENTAL_SCREEN_TEXT.none}
      </dd>
      <dt className={DAY_TERM}>{RENTAL_SCREEN_TEXT.endDay}</dt>
      <dd className="mb-0">
        {formatDate(rental.endDttm) || RENTAL_SCREEN_TEXT.none}
        {overdue && (
          <Badge bg="danger" className="ms-1">
            {RENTAL_STATES.overdue}
          </Badge>
        )}
      </dd>
      {returned && (
        <>
          <dt className={DAY_TERM}>{RENTAL_SCREEN_TEXT.returnDay}</dt>
          <dd className="mb-0">{returned}</dd>
        </>
      )}
    </dl>
  );
}

export interface AdminRentalRowProps {
  rental: RentalAdmin;
  /** Opens the return inspection of this rental. */
  onSettle: (rental: RentalAdmin) => void;
}

/**
 * One rental of the board with its own state choice and save. 연체 and 대여 취소 are shown as the
 * current value but are not choices; final states (반납 완료, 대여 취소, 인수 완료) cannot be
 * changed, and a rental waiting for its delivery (대여 대기) is shown read-only. A started rental
 * can be inspected and settled ('검수·정산'); a settled one shows its statement.
 */
export function AdminRentalRow({ rental, onSettle }: AdminRentalRowProps) {
  const toast = useToast();
  const update = useUpdateRentalState();
  const [state, setState] = useState(rental.state);
  const overdue = rental.overdue || rental.state === RENTAL_STATES.overdue;
  const locked = isFinalRentalState(rental.state);
  // Only the store starts a waiting rental (at delivery): nothing to choose or save for it.
  const waiting = isWaitingRental(rental.state);
  const settleable = !locked && !waiting && rental.settlement === null;

  const save = async () => {
    if (!isAdminRentalState(state)) return;
    // 반납 완료 settles the deposit: it is made through the inspection, which shows the refund first.
    if (state === RENTAL_STATES.returned && settleable) {
      onSettle(rental);
      return;
    }
    try {
      const reply = await update.mutateAsync({ rental, state });
      toast.show(reply.message);
    } catch (error) {
      // The specification's text, then why when the server said (409: already returned, wrong state).
      const reason = error instanceof ApiError && error.status > 0 ? error.userMessage.text : '';
      toast.show({
        text: [RENTAL_TEXT.saveFailed, reason].filter(Boolean).join(' '),
        type: 'error',
      });
    }
  };

  return (
    <tr className={overdue ? 'table-danger' : undefined}>
      <th scope="row" className="fw-normal">
        {rental.rentalNo}
      </th>
      <td>{rental.memberMemberId}</td>
      <td className="text-wrap" style={{ minWidth: 160 }}>
        {rental.productNoName}
      </td>
      <td className="text-end">{rental.orderNoOrderCount}</td>
      <td>
        <RentalDays rental={rental} waiting={waiting} overdue={overdue} />
      </td>
      <td>
        {waiting ? (
          <>
            <RentalStateBadge state={rental.state} />
            <div className="small text-body-secondary mt-1">{RENTAL_SCREEN_TEXT.waitingAdmin}</div>
          </>
        ) : (
          <StateSelect
            rental={rental}
            value={state}
            disabled={locked || update.isPending}
            onChange={setState}
          />
        )}
      </td>
      <td>
        <PickupAddress rental={rental} />
      </td>
      <td className="text-wrap" style={{ minWidth: 160 }}>
        {rental.lateFee && <LateFeeLine lateFee={rental.lateFee} />}
        {rental.settlement && <SettlementSummary settlement={rental.settlement} />}
        {settleable && (
          <Button
            size="sm"
            variant="outline-dark"
            className={rental.lateFee ? 'mt-1' : undefined}
            aria-label={SETTLE_SCREEN_TEXT.openLabel(rental.rentalNo)}
            disabled={update.isPending}
            onClick={() => onSettle(rental)}
          >
            {SETTLE_SCREEN_TEXT.open}
          </Button>
        )}
        {!rental.lateFee && !rental.settlement && !settleable && RENTAL_SCREEN_TEXT.none}
      </td>
      <td>
        {!waiting && (
          <Button
            size="sm"
            variant="outline-primary"
            aria-label={RENTAL_SCREEN_TEXT.saveLabel(rental.rentalNo)}
            disabled={locked || !isAdminRentalState(state) || update.isPending}
            onClick={() => void save()}
          >
            저장
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The states an administrator may set, showing the current one when it is not among them. */
function StateSelect({
  rental,
  value,
  disabled,
  onChange,
}: {
  rental: RentalAdmin;
  value: string;
  disabled: boolean;
  onChange: (state: string) => void;
}) {
  return (
    <Form.Select
      id={`rental-state-${rental.rentalNo}`}
      size="sm"
      aria-label={RENTAL_SCREEN_TEXT.stateLabel(rental.rentalNo)}
      style={{ minWidth: 130 }}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {!isAdminRentalState(rental.state) && (
        <option value={rental.state} disabled hidden>
          {rental.state}
        </option>
      )}
      <SelectOptions values={ADMIN_RENTAL_STATES} />
    </Form.Select>
  );
}
