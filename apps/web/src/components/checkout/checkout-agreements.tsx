import Form from 'react-bootstrap/Form';
import { CHECKOUT_TEXT } from './checkout-text';

export interface Agreements {
  order: boolean;
  rental: boolean;
}

export const NO_AGREEMENTS: Agreements = { order: false, rental: false };

/** Every agreement the order needs is given: the rental terms only when something is rented. */
export const isAgreed = (agreements: Agreements, hasRental: boolean): boolean =>
  agreements.order && (!hasRental || agreements.rental);

export interface CheckoutAgreementsProps {
  idPrefix: string;
  hasRental: boolean;
  value: Agreements;
  onChange: (value: Agreements) => void;
  disabled?: boolean;
}

/** The required agreements before paying, none ticked at first. */
export function CheckoutAgreements({
  idPrefix,
  hasRental,
  value,
  onChange,
  disabled = false,
}: CheckoutAgreementsProps) {
  const legendId = `${idPrefix}-agreements-legend`;
  const hintId = `${idPrefix}-agreements-hint`;
  return (
    <fieldset className="mb-3" aria-labelledby={legendId} aria-describedby={hintId}>
      <legend id={legendId} className="form-label fs-6 fw-semibold mb-2">
        {CHECKOUT_TEXT.agreementsLegend}
      </legend>
      <Form.Check
        id={`${idPrefix}-agreement-order`}
        className="mb-2"
        required
        label={CHECKOUT_TEXT.purchaseAgreement}
        checked={value.order}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, order: event.target.checked })}
      />
      {hasRental && (
        <Form.Check
          id={`${idPrefix}-agreement-rental`}
          className="mb-2"
          required
          label={CHECKOUT_TEXT.rentalAgreement}
          checked={value.rental}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, rental: event.target.checked })}
        />
      )}
      <p id={hintId} className="small text-body-secondary mb-0">
        {CHECKOUT_TEXT.agreementsHint}
      </p>
    </fieldset>
  );
}
