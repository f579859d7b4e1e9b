import {
  cartSummary,
  formatDeliveryFee,
  formatWon,
  PAYMENT_TEXT,
  STOCK_HOLD_MINUTES,
  type CartLine,
} from '@store/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate, useLocation } from 'react-router';
import {
  CheckoutAgreements,
  DeliveryFields,
  deliveryOf,
  isAgreed,
  NO_AGREEMENTS,
  PaymentMethodField,
  useDeliveryForm,
} from '@/components/checkout';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { RentedLinesTermsCard, type RentedLine } from '@/components/offer-terms';
import { PageFrame } from '@/components/page-frame';
import { SectionCard } from '@/components/section-card';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { providerPageOf } from '@/lib/kakao-pay';
import { useSession } from '@/lib/session';
import { cartKeys } from '../api/cart-keys';
import { useCart } from '../api/get-cart';
import { useReadyCartPayment } from '../api/ready-cart-payment';
import {
  readCartSelection,
  selectionOf,
  storeCartSelection,
  storePendingCheckout,
} from '../cart-checkout';
import { currentChoiceOf, isOrderable } from '../cart-lines';
import { CART_SCREEN_TEXT } from '../cart-text';
import { CartAmounts } from '../components/cart-amounts';
import { LineFlags } from '../components/line-flags';

/**
 * `/cart/checkout`: the lines chosen on the cart (from the cart's 주문하기, or kept for this tab
 * when the page is reloaded), delivered where the member says and paid in one KakaoPay payment.
 * Without a choice it sends the member back to the cart.
 */
export function CartCheckoutPage() {
  const location = useLocation();
  const [cartSeqs] = useState(() => {
    const chosen = selectionOf(location.state) ?? readCartSelection();
    if (chosen) storeCartSelection(chosen);
    return chosen;
  });
  if (cartSeqs === null) return <Navigate to={paths.cartList} replace />;
  return <Checkout cartSeqs={cartSeqs} />;
}

function Checkout({ cartSeqs }: { cartSeqs: number[] }) {
  const cart = useCart();
  if (cart.isPending) {
    return (
      <PageFrame>
        <LoadingSpinner label={CART_SCREEN_TEXT.loading} />
      </PageFrame>
    );
  }
  if (cart.isError) {
    return (
      <PageFrame>
        <Alert variant="warning">{errorMessage(cart.error).text}</Alert>
        <LinkButton to={paths.cartList} variant="outline-secondary">
          {CART_SCREEN_TEXT.backToCart}
        </LinkButton>
      </PageFrame>
    );
  }
  const lines = cart.data.lines.filter((line) => cartSeqs.includes(line.cartSeq));
  // Every chosen line was removed meanwhile: nothing to order here.
  if (lines.length === 0) return <Navigate to={paths.cartList} replace />;
  return (
    <PageFrame>
      <CheckoutForm lines={lines} />
    </PageFrame>
  );
}

/** A chosen line with each of its amounts. */
function CheckoutLine({ line }: { line: CartLine }) {
  const amounts: [string, string][] = [
    [
      CART_SCREEN_TEXT.lineGoods,
      line.unitPrice === null ? '-' : formatWon(line.unitPrice * line.count),
    ],
    [CART_SCREEN_TEXT.lineDelivery, formatDeliveryFee(line.deliveryFee)],
    ...(line.deposit > 0
      ? [[CART_SCREEN_TEXT.lineDeposit, formatWon(line.deposit)] as [string, string]]
      : []),
  ];
  return (
    <li className="border-bottom py-3">
      <div className="d-flex justify-content-between gap-2">
        <h3 className="h6 mb-1 text-break">{line.title}</h3>
        <span className="fw-semibold text-nowrap">{formatWon(line.total)}</span>
      </div>
      <p className="small text-body-secondary mb-1">
        <Badge bg="light" text="dark" className="border me-2">
          {currentChoiceOf(line).label}
        </Badge>
        {line.count}개
      </p>
      <LineFlags line={line} />
      <ul className="list-inline small text-body-secondary mb-0">
        {amounts.map(([term, value]) => (
          <li key={term} className="list-inline-item">
            {term} {value}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The rented lines whose listing is still on sale, with the terms shown before paying. */
const rentedLinesOf = (lines: CartLine[]): RentedLine[] =>
  lines.flatMap((line) =>
    line.orderType === 'RENT' && line.terms !== null
      ? [
          {
            key: line.cartSeq,
            title: line.title,
            offer: line.terms,
            days: line.rentalPeriod,
            count: line.count,
            rent: line.unitPrice === null ? null : line.unitPrice * line.count,
          },
        ]
      : [],
  );

function CheckoutForm({ lines }: { lines: CartLine[] }) {
  const { user } = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const ready = useReadyCartPayment();
  const delivery = useDeliveryForm('cart');
  const [paying, setPaying] = useState(false);
  const [agreements, setAgreements] = useState(NO_AGREEMENTS);
  const [refusal, setRefusal] = useState<string | null>(null);

  const summary = cartSummary(lines);
  const hasRental = lines.some((line) => line.orderType === 'RENT');
  const changed = lines.some((line) => !isOrderable(line));
  const canPay =
    !changed && delivery.ready && delivery.isComplete && isAgreed(agreements, hasRental);

  const pay = delivery.form.submit(async (details) => {
    setPaying(true);
    setRefusal(null);
    if (!(await delivery.saveIfAsked(details))) {
      setPaying(false);
      return;
    }
    const cartSeqs = lines.map((line) => line.cartSeq);
    try {
      const reply = await ready.mutateAsync({ cartSeqs, totalAmount: summary.total });
      storePendingCheckout({
        tid: reply.tid,
        cartSeqs,
        delivery: deliveryOf(details),
        totalAmount: summary.total,
      });
      // The page is left for the provider's; the button stays disabled meanwhile.
      window.location.assign(providerPageOf(reply));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // A changed price or lines that cannot be ordered now: the cart as it is now shows why,
        // and the amount is agreed to again.
        setRefusal(error.message);
        setAgreements(NO_AGREEMENTS);
        toast.show(error.userMessage);
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      } else {
        toast.show(
          error instanceof ApiError && error.status === 400
            ? error.userMessage
            : { text: PAYMENT_TEXT.prepareFailed, type: 'error' },
        );
      }
      setPaying(false);
    }
  });

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        // Enter in a field sends only what the pay button would.
        if (paying || !canPay) event.preventDefault();
        else pay(event);
      }}
    >
      <Row className="g-4">
        <Col lg={7}>
          <SectionCard title="배송 정보">
            <DeliveryFields delivery={delivery} payerName={user?.name ?? ''} disabled={paying} />
            <PaymentMethodField idPrefix="cart" />
          </SectionCard>
          <RentedLinesTermsCard lines={rentedLinesOf(lines)} className="mt-4" />
        </Col>
        <Col lg={5}>
          <div className="sticky-lg-top d-grid gap-4" style={{ top: '5rem', zIndex: 1 }}>
            <SectionCard title={CART_SCREEN_TEXT.orderLines}>
              <ul className="list-unstyled mb-0 border-top">
                {lines.map((line) => (
                  <CheckoutLine key={line.cartSeq} line={line} />
                ))}
              </ul>
            </SectionCard>
            <SectionCard title={CART_SCREEN_TEXT.payment}>
              <CartAmounts
                amounts={summary}
                totalLabel={CART_SCREEN_TEXT.totalAmount}
                showDeposit={hasRental}
              />
              {(changed || refusal) && (
                <Alert variant="warning" className="small">
                  <p className="mb-2">{refusal ?? CART_SCREEN_TEXT.linesChanged}</p>
                  <LinkButton to={paths.cartList} variant="outline-secondary" size="sm">
                    {CART_SCREEN_TEXT.backToCart}
                  </LinkButton>
                </Alert>
              )}
              <CheckoutAgreements
                idPrefix="cart"
                hasRental={hasRental}
                value={agreements}
                onChange={setAgreements}
                disabled={paying}
              />
              <Button type="submit" size="lg" className="w-100" disabled={!canPay || paying}>
                {paying && (
                  <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                )}
                {CART_SCREEN_TEXT.pay(formatWon(summary.total))}
              </Button>
              <p className="small text-body-secondary mt-2 mb-0">
                {CART_SCREEN_TEXT.holdHint(STOCK_HOLD_MINUTES)}
              </p>
            </SectionCard>
          </div>
        </Col>
      </Row>
    </Form>
  );
}

export { CartCheckoutPage as Component };
