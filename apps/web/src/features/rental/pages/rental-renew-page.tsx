import {
  EXTENSION_PERIODS,
  RENTAL_STATES,
  canExtendRental,
  extendQuerySchema,
  formatWon,
  type RenewInfo,
} from '@store/contract';
import Alert from 'react-bootstrap/Alert';

import Form from 'react-bootstrap/Form';
import { useController } from 'react-hook-form';
import { FormActions } from '@/components/form-actions';
import { SelectOptions } from '@/components/select-options';
import { useContractForm } from '@/lib/form';
import { formatDate, formatDays } from '@/lib/format';
import { renewInfoQuery } from '../api/get-renew-info';
import { CancelToList } from '../components/cancel-to-list';
import { RentalFacts, RentalPayButton, RentalPaymentCard } from '../components/fact-list';
import { RentalFrame } from '../components/rental-frame';
import { RENTAL_MONEY_TEXT, RENTAL_SCREEN_TEXT } from '../rental-text';
import { useRentalPayment } from '../use-rental-payment';

/** `/rental/renew/{seq}`: choose 10, 30, 90 or 180 more days, see their price and pay to extend. */
export function RentalRenewPage() {
  return (
    <RentalFrame query={renewInfoQuery}>{(rental) => <RenewForm rental={rental} />}</RentalFrame>
  );
}

function RenewForm({ rental }: { rental: RenewInfo }) {
  const payment = useRentalPayment();
  const form = useContractForm(extendQuerySchema, {
    idPrefix: 'renew',
    defaultValues: { period: '' },
  });
  const { field: period } = useController({ control: form.control, name: 'period' });
  const extendable = canExtendRental(rental.state);
  // The server says where each period would end today (a late rental carries on from today).
  const option = rental.extensionPrices.find(({ days }) => String(days) === period.value);
  const newEndDate = formatDate(option?.endDttm);
  const price = option?.price;
  // A late rental is extended once its late fee is paid (the server refuses it before).
  const lateFeeDue = extendable ? (rental.lateFee?.due ?? 0) : 0;

  // The button waits for a period, so the form is only sent with one.
  const submit = form.submit((values) =>
    payment.pay({ kind: 'renew', seq: rental.seq, period: Number(values.period) }),
  );

  return (
    <RentalPaymentCard
      rental={rental}
      facts={[
        ['반납 예정일', formatDate(rental.endDttm)],
        ['주문자', rental.orderNoName],
        ['주문자 연락처', rental.orderNoPhone],
      ]}
    >
      {lateFeeDue > 0 && (
        <Alert variant="warning" className="mt-4 d-flex flex-wrap align-items-center gap-2">
          <span className="flex-grow-1">
            {RENTAL_MONEY_TEXT.lateFeeFirst(formatWon(lateFeeDue))}
          </span>
          <RentalPayButton payment={payment} request={{ kind: 'latefee', seq: rental.seq }}>
            {RENTAL_MONEY_TEXT.payLateFeeOf(formatWon(lateFeeDue))}
          </RentalPayButton>
        </Alert>
      )}
      {rental.state === RENTAL_STATES.overdue && lateFeeDue === 0 && (
        <Alert variant="info" className="mt-4">
          {RENTAL_MONEY_TEXT.lateExtendsFromToday}
        </Alert>
      )}
      <Form noValidate onSubmit={submit} className="mt-4">
        <Form.Group className="mb-3" controlId={form.id('period')}>
          <Form.Label>연장 기간</Form.Label>
          <Form.Select
            {...period}
            disabled={!extendable || payment.pending}
            aria-describedby="renew-new-end-date"
          >
            <option value="">{RENTAL_SCREEN_TEXT.choosePeriod}</option>
            <SelectOptions values={EXTENSION_PERIODS} label={formatDays} />
          </Form.Select>
        </Form.Group>
        <p id="renew-new-end-date" className="mb-3" aria-live="polite">
          {newEndDate && (
            <>
              {RENTAL_SCREEN_TEXT.newEndDate} <strong className="text-primary">{newEndDate}</strong>
            </>
          )}
        </p>
        <div className="mb-3" aria-live="polite">
          <RentalFacts
            facts={[
              [
                RENTAL_MONEY_TEXT.extensionPrice,
                period.value === '' ? (
                  <span className="text-body-secondary">
                    {RENTAL_MONEY_TEXT.extensionPriceUnchosen}
                  </span>
                ) : (
                  <strong>
                    {price === undefined ? RENTAL_SCREEN_TEXT.none : formatWon(price)}
                  </strong>
                ),
              ],
            ]}
          />
        </div>
        {!extendable && <Alert variant="warning">{RENTAL_SCREEN_TEXT.notExtendable}</Alert>}
        {extendable && <p className="small text-body-secondary">{RENTAL_MONEY_TEXT.payHint}</p>}
        <FormActions
          submitLabel={RENTAL_MONEY_TEXT.payAndExtend}
          disabled={!extendable || period.value === '' || lateFeeDue > 0}
          pending={payment.pending}
        >
          <CancelToList disabled={payment.pending} />
        </FormActions>
      </Form>
    </RentalPaymentCard>
  );
}

export { RentalRenewPage as Component };
