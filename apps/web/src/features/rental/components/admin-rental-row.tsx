import {
  ADMIN_RENTAL_STATES,
  RENTAL_STATES,
  RENTAL_TEXT,
  formatYymmdd,
  type RentalAdmin,
} from '@store/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SelectOptions } from '@/components/select-options';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { useUpdateRentalState } from '../api/update-rental-state';
import { isAdminRentalState, isFinalRentalState } from '../rental-state';
import { RENTAL_SCREEN_TEXT } from '../rental-text';

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

/**
 * One rental of the board with its own state choice and save. 연체 and 대여 취소 are shown as the
 * current value but are not choices; final states (반납 완료, 대여 취소) cannot be changed.
 */
export function AdminRentalRow({ rental }: { rental: RentalAdmin }) {
  const toast = useToast();
  const update = useUpdateRentalState();
  const [state, setState] = useState(rental.state);
  const overdue = rental.overdue || rental.state === RENTAL_STATES.overdue;
  const locked = isFinalRentalState(rental.state);
  const selectId = `rental-state-${rental.rentalNo}`;

  const save = async () => {
    if (!isAdminRentalState(state)) return;
    try {
      const reply = await update.mutateAsync({ rental, state });
      toast.show(reply.message);
    } catch (error) {
      window.alert(RENTAL_TEXT.saveFailed);
      // A refusal (409: already returned, wrong state) says why.
      if (error instanceof ApiError && error.status > 0) toast.show(error.userMessage);
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
      <td>{formatYymmdd(rental.startDttm)}</td>
      <td>
        {formatYymmdd(rental.endDttm)}
        {overdue && (
          <Badge bg="danger" className="ms-1">
            {RENTAL_STATES.overdue}
          </Badge>
        )}
      </td>
      <td>{formatYymmdd(rental.returnDttm) || RENTAL_SCREEN_TEXT.none}</td>
      <td>
        <Form.Select
          id={selectId}
          size="sm"
          aria-label={RENTAL_SCREEN_TEXT.stateLabel(rental.rentalNo)}
          style={{ minWidth: 130 }}
          value={state}
          disabled={locked || update.isPending}
          onChange={(event) => setState(event.target.value)}
        >
          {!isAdminRentalState(rental.state) && (
            <option value={rental.state} disabled hidden>
              {rental.state}
            </option>
          )}
          <SelectOptions values={ADMIN_RENTAL_STATES} />
        </Form.Select>
      </td>
      <td>
        <PickupAddress rental={rental} />
      </td>
      <td>
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={RENTAL_SCREEN_TEXT.saveLabel(rental.rentalNo)}
          disabled={locked || !isAdminRentalState(state) || update.isPending}
          onClick={() => void save()}
        >
          저장
        </Button>
      </td>
    </tr>
  );
}
