import { cartSummary, formatWon, STOCK_HOLD_MINUTES, type CartLine } from '@store/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import { Navigate, useLocation } from 'react-router';
import {
  CheckoutForm,
  CheckoutPay,
  deliveryOf,
  isAgreed,
  NO_AGREEMENTS,
  useCheckoutPayment,
  useDeliveryForm,
} from '@/components/checkout';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { RentedLinesTermsCard, type RentedLine } from '@/components/offer-terms';
import { PageFrame } from '@/components/page-frame';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
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
import { LineAmounts } from '../components/line-amounts';
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
      <CartCheckoutForm lines={lines} />
    </PageFrame>
  );
}

/** A chosen line with each of its amounts. */
function CheckoutLine({ line }: { line: CartLine }) {
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
      <LineAmounts line={line} />
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

function CartCheckoutForm({ lines }: { lines: CartLine[] }) {
  const queryClient = useQueryClient();
  const ready = useReadyCartPayment();
  const delivery = useDeliveryForm('cart');
  const [agreements, setAgreements] = useState(NO_AGREEMENTS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const summary = cartSummary(lines);

  const { paying, pay } = useCheckoutPayment(delivery, {
    ready: async (details) => {
      setRefusal(null);
      const cartSeqs = lines.map((line) => line.cartSeq);
      const reply = await ready.mutateAsync({ cartSeqs, totalAmount: summary.total });
      storePendingCheckout({
        tid: reply.tid,
        cartSeqs,
        delivery: deliveryOf(details),
        totalAmount: summary.total,
      });
      return reply;
    },
    isExplained: (error) => error.status === 409 || error.status === 400,
    onRefused: (error) => {
      if (error.status !== 409) return;
      // A changed price or lines that cannot be ordered now: the cart as it is now shows why,
      // and the amount is agreed to again.
      setRefusal(error.message);
      setAgreements(NO_AGREEMENTS);
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });

  const hasRental = lines.some((line) => line.orderType === 'RENT');
  const changed = lines.some((line) => !isOrderable(line));
  const canPay =
    !changed && delivery.ready && delivery.isComplete && isAgreed(agreements, hasRental);

  return (
    <CheckoutForm
      idPrefix="cart"
      delivery={delivery}
      paying={paying}
      canPay={canPay}
      onPay={pay}
      terms={<RentedLinesTermsCard lines={rentedLinesOf(lines)} className="mt-4" />}
      asideClassName="sticky-lg-top d-grid gap-4"
    >
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
        <CheckoutPay
          hasRental={hasRental}
          agreements={agreements}
          onAgreementsChange={setAgreements}
          label={CART_SCREEN_TEXT.pay(formatWon(summary.total))}
          hint={CART_SCREEN_TEXT.holdHint(STOCK_HOLD_MINUTES)}
        />
      </SectionCard>
    </CheckoutForm>
  );
}

export { CartCheckoutPage as Component };
