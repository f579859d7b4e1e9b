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

/** Each agreement's box, the rental terms' only when something is rented. */
const AGREEMENT_TERMS = [
  { name: 'order', label: CHECKOUT_TEXT.purchaseAgreement, rentalOnly: false },
  { name: 'rental', label: CHECKOUT_TEXT.rentalAgreement, rentalOnly: true },
] as const;

export interface CheckoutAgreementsProps {
  idPrefix: string;
  hasRental: boolean;
  value: Agreements;
  /** Given how to change the agreements (a box changes only its own), as React's state setter is. */
  onChange: (update: (current: Agreements) => Agreements) => void;
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
      {AGREEMENT_TERMS.filter(({ rentalOnly }) => hasRental || !rentalOnly).map(
        ({ name, label }) => (
          <Form.Check
            key={name}
            id={`${idPrefix}-agreement-${name}`}
            className="mb-2"
            required
            label={label}
            checked={value[name]}
            disabled={disabled}
            onChange={(event) => {
              const checked = event.target.checked;
              onChange((current) => ({ ...current, [name]: checked }));
            }}
          />
        ),
      )}
      <p id={hintId} className="small text-body-secondary mb-0">
        {CHECKOUT_TEXT.agreementsHint}
      </p>
    </fieldset>
  );
}
