import { formatWon, type RenewInfo } from '@store/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { FormActions } from '@/components/form-actions';
import { OFFER_TERMS_TEXT } from '@/components/offer-terms';
import { paths } from '@/config/paths';
import { renewInfoQuery } from '../api/get-renew-info';
import { RentalPaymentCard } from '../components/fact-list';
import { BackToList, RentalFrame } from '../components/rental-frame';
import { RENTAL_MONEY_TEXT, RENTAL_SCREEN_TEXT } from '../rental-text';
import { useRentalPayment } from '../use-rental-payment';

/** `/rental/buyout/{seq}`: what buying the rented item out costs, agreed to and paid. */
export function RentalBuyoutPage() {
  // The renew screen's read carries the buy-out offer of the rental.
  return (
    <RentalFrame query={renewInfoQuery}>{(rental) => <BuyoutForm rental={rental} />}</RentalFrame>
  );
}

function BuyoutForm({ rental }: { rental: RenewInfo }) {
  const payment = useRentalPayment();
  const [agreed, setAgreed] = useState(false);
  const { buyout } = rental;

  if (buyout === null) {
    return (
      <>
        <Alert variant="warning" className="text-center">
          {RENTAL_MONEY_TEXT.notBuyable}
        </Alert>
        <BackToList />
      </>
    );
  }

  const rentCredit = buyout.purchasePrice - buyout.price;
  return (
    <RentalPaymentCard
      rental={rental}
      facts={[
        [RENTAL_MONEY_TEXT.purchasePrice, formatWon(buyout.purchasePrice)],
        [RENTAL_MONEY_TEXT.rentPaid, formatWon(buyout.rentPaid)],
        [RENTAL_MONEY_TEXT.rentCredit, formatWon(rentCredit > 0 ? -rentCredit : 0)],
        [
          RENTAL_MONEY_TEXT.buyoutPrice,
          <strong key="price" className="text-primary">
            {formatWon(buyout.price)}
          </strong>,
        ],
      ]}
    >
      <p className="small text-body-secondary mt-2 mb-3">{OFFER_TERMS_TEXT.buyout}</p>
      <ul className="small mb-4">
        <li>{RENTAL_MONEY_TEXT.buyoutOwnership}</li>
        <li>{RENTAL_MONEY_TEXT.buyoutDeposit}</li>
      </ul>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (agreed && !payment.pending) void payment.pay({ kind: 'buyout', seq: rental.seq });
        }}
      >
        <Form.Check
          id="buyout-agreement"
          className="mb-3"
          required
          label={RENTAL_MONEY_TEXT.buyoutAgreement}
          checked={agreed}
          disabled={payment.pending}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <p className="small text-body-secondary">{RENTAL_MONEY_TEXT.payHint}</p>
        <FormActions
          submitLabel={RENTAL_MONEY_TEXT.payAndBuyout}
          disabled={!agreed}
          pending={payment.pending}
          cancelTo={paths.rentalList}
          cancelLabel={RENTAL_SCREEN_TEXT.backToList}
        />
      </Form>
    </RentalPaymentCard>
  );
}

export { RentalBuyoutPage as Component };
