import { createContext, use, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { SectionCard } from '@/components/section-card';
import { useSession } from '@/lib/session';
import { CheckoutAgreements, type Agreements } from './checkout-agreements';
import { DeliveryFields } from './delivery-fields';
import { PaymentMethodField } from './payment-method-field';
import type { DeliveryForm } from './use-delivery-form';

export interface CheckoutFormProps {
  idPrefix: string;
  delivery: DeliveryForm;
  paying: boolean;
  canPay: boolean;
  onPay: (event: FormEvent<HTMLFormElement>) => void;
  /** Under the delivery details: the terms of what is ordered. */
  terms: ReactNode;
  /** The column kept in view beside them (classes of its box). */
  asideClassName: string;
  /** What is paid, ending with `CheckoutPay`. */
  children: ReactNode;
}

/** What `CheckoutPay` takes from the form it is in. */
const PaymentState = createContext({ idPrefix: '', paying: false, canPay: false });

/** An order screen's form: delivery details and payment method, beside what is paid. */
export function CheckoutForm({
  idPrefix,
  delivery,
  paying,
  canPay,
  onPay,
  terms,
  asideClassName,
  children,
}: CheckoutFormProps) {
  const { user } = useSession();
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        // Enter in a field sends only what the pay button would.
        if (paying || !canPay) event.preventDefault();
        else onPay(event);
      }}
    >
      <Row className="g-4">
        <Col lg={7}>
          <SectionCard title="배송 정보">
            <DeliveryFields delivery={delivery} payerName={user?.name ?? ''} disabled={paying} />
            <PaymentMethodField idPrefix={idPrefix} />
          </SectionCard>
          {terms}
        </Col>
        <Col lg={5}>
          <div className={asideClassName} style={{ top: '5rem', zIndex: 1 }}>
            <PaymentState value={{ idPrefix, paying, canPay }}>{children}</PaymentState>
          </div>
        </Col>
      </Row>
    </Form>
  );
}

export interface CheckoutPayProps {
  hasRental: boolean;
  agreements: Agreements;
  onAgreementsChange: (update: (current: Agreements) => Agreements) => void;
  /** The pay button's text. */
  label: string;
  /** The line under the button. */
  hint: string;
}

/**
 * The agreements, the pay button (spinning while the payment is readied) and its hint, inside
 * `CheckoutForm`.
 */
export function CheckoutPay({
  hasRental,
  agreements,
  onAgreementsChange,
  label,
  hint,
}: CheckoutPayProps) {
  const { idPrefix, paying, canPay } = use(PaymentState);
  return (
    <>
      <CheckoutAgreements
        idPrefix={idPrefix}
        hasRental={hasRental}
        value={agreements}
        onChange={onAgreementsChange}
        disabled={paying}
      />
      <Button type="submit" size="lg" className="w-100" disabled={!canPay || paying}>
        {paying && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {label}
      </Button>
      <p className="small text-body-secondary mt-2 mb-0">{hint}</p>
    </>
  );
}
