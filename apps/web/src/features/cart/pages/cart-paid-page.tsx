import { CART_TEXT, formatWon, PAYMENT_TEXT, type CartOrderReply } from '@store/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useSearchParams } from 'react-router';
import { ReceiptFacts } from '@/components/fact-list';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { useToast } from '@/components/toast';
import { useIsMounted } from '@/components/use-is-mounted';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useShopInfo } from '@/lib/shop-info';
import { CART_CHANGED } from '../api/cart-keys';
import { approveCartPayment, placeCartOrder } from '../api/place-cart-order';
import { clearPendingCheckout, readPendingCheckout, settlePendingCheckout } from '../cart-checkout';
import { currentChoiceOf } from '../cart-lines';
import { CART_SCREEN_TEXT } from '../cart-text';

type Outcome =
  | { kind: 'working' }
  | { kind: 'placed'; reply: CartOrderReply }
  /** `paid`: a payment may have been taken (the server gives it back); `canRetry`: the connection was lost. */
  | { kind: 'failed'; text: string; paid: boolean; canRetry: boolean };

/** That the money comes back, and whom to call: the shop's 고객센터 from its settings. */
function RefundHint() {
  const shop = useShopInfo();
  return (
    <p className="small mt-2 mb-0">{CART_SCREEN_TEXT.refundHint(shop.data?.csPhone || null)}</p>
  );
}

/**
 * `/cart/paid?pg_token=`: where the provider returns after the cart's payment. Approves it and
 * makes the orders of the kept checkout, once per attempt (also under StrictMode's second effect
 * run); a reload asks again and the server answers the same orders.
 */
export function CartPaidPage() {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const toast = useToast();
  const pgToken = searchParams.get('pg_token')?.trim() ?? '';
  const [checkout] = useState(readPendingCheckout);
  const wrongAccess = pgToken === '' || checkout === null;
  const [outcome, setOutcome] = useState<Outcome>(
    wrongAccess
      ? { kind: 'failed', text: PAYMENT_TEXT.wrongAccess, paid: false, canRetry: false }
      : { kind: 'working' },
  );
  const [attempt, setAttempt] = useState(0);
  const startedAttempt = useRef(-1);
  const isMounted = useIsMounted();

  useEffect(() => {
    if (checkout === null || pgToken === '' || startedAttempt.current === attempt) return;
    startedAttempt.current = attempt;
    const complete = async () => {
      await approveCartPayment({ pg_token: pgToken, tid: checkout.tid });
      return placeCartOrder({ tid: checkout.tid, ...checkout.delivery });
    };
    complete().then(
      (reply) => {
        settlePendingCheckout();
        void Promise.all(
          CART_CHANGED.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
        toast.show(reply.message);
        if (isMounted()) setOutcome({ kind: 'placed', reply });
      },
      (error: unknown) => {
        // A refusal is final (the server gives the money back); after a lost connection the
        // checkout stays, so trying again can still make the orders.
        const lost = !(error instanceof ApiError) || error.status === 0;
        if (!lost) clearPendingCheckout();
        if (isMounted())
          setOutcome({
            kind: 'failed',
            text: errorMessage(error).text,
            paid: true,
            canRetry: lost,
          });
      },
    );
  }, [attempt, checkout, pgToken, queryClient, toast, isMounted]);

  if (outcome.kind === 'working') {
    return (
      <PageFrame narrow>
        <LoadingSpinner label={CART_SCREEN_TEXT.confirming} />
      </PageFrame>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <PageFrame narrow title={CART_SCREEN_TEXT.orderFailed}>
        <Alert variant="warning">
          <p className="mb-0">{outcome.text}</p>
          {outcome.paid && <RefundHint />}
        </Alert>
        <div className="d-grid gap-2 d-sm-flex justify-content-sm-center">
          {outcome.canRetry && (
            <Button
              onClick={() => {
                setOutcome({ kind: 'working' });
                setAttempt((current) => current + 1);
              }}
            >
              {CART_SCREEN_TEXT.tryAgain}
            </Button>
          )}
          <LinkButton to={paths.cartList} variant="outline-secondary">
            {CART_SCREEN_TEXT.backToCart}
          </LinkButton>
        </div>
      </PageFrame>
    );
  }
  return <PlacedOrders reply={outcome.reply} />;
}

function PlacedOrders({ reply }: { reply: CartOrderReply }) {
  const hasRental = reply.orders.some((order) => order.orderType === 'RENT');
  return (
    <PageFrame narrow title={CART_TEXT.ordered(reply.orders.length)}>
      <ul className="list-unstyled d-grid gap-3 mb-4">
        {reply.orders.map((order) => {
          const facts: [string, string][] = [
            [CART_SCREEN_TEXT.orderNo, order.orderNo],
            ...(order.orderType === 'RENT' && order.rentalNo
              ? [[CART_SCREEN_TEXT.rentalNo, order.rentalNo] as [string, string]]
              : []),
            [CART_SCREEN_TEXT.orderCount, `${order.orderCount}개`],
            [CART_SCREEN_TEXT.orderAmount, formatWon(order.totalPrice)],
          ];
          return (
            <li key={order.orderSeq}>
              <Card body>
                <h2 className="h6 mb-2 d-flex flex-wrap align-items-center gap-2">
                  <Link to={paths.orderDetail(order.orderSeq)} className="link-body-emphasis">
                    {order.title}
                  </Link>
                  <Badge bg="light" text="dark" className="border">
                    {currentChoiceOf(order).label}
                  </Badge>
                </h2>
                <ReceiptFacts facts={facts} small />
              </Card>
            </li>
          );
        })}
      </ul>
      <dl className="d-flex justify-content-between align-items-baseline border-top pt-3 mb-4">
        <dt>{CART_SCREEN_TEXT.totalAmount}</dt>
        <dd className="mb-0 fs-5 fw-bold">{formatWon(reply.totalAmount)}</dd>
      </dl>
      <div className="d-grid gap-2 d-sm-flex justify-content-sm-center flex-wrap">
        <LinkButton to={paths.orderList}>{CART_SCREEN_TEXT.toOrders}</LinkButton>
        {hasRental && (
          <LinkButton to={paths.rentalList} variant="outline-primary">
            {CART_SCREEN_TEXT.toRentals}
          </LinkButton>
        )}
        <LinkButton to={paths.saleList} variant="outline-secondary">
          {CART_SCREEN_TEXT.keepShopping}
        </LinkButton>
      </div>
    </PageFrame>
  );
}

export { CartPaidPage as Component };
