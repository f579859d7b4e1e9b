import { COMMON_ERRORS, ERRORS, SALE_TEXT, type SaleDetail } from '@store/contract';
import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Container from 'react-bootstrap/Container';
import { useParams, useSearchParams } from 'react-router';
import {
  CHECKOUT_TEXT,
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
import { OfferTermsCard } from '@/components/offer-terms';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { isBuyable, isRentable, offeredPeriodOf, priceOfChoice } from '@/lib/offer';
import { useSession } from '@/lib/session';
import { useSale } from '../api/get-sale';
import { useReadyPayment } from '../api/ready-payment';
import { OrderSummary } from '../components/order-summary';
import {
  askedPeriodOf,
  orderableUnits,
  orderCountOf,
  orderTypeOf,
  pendingOrderOf,
} from '../order-form';
import { storePendingOrder } from '../pending-order';
import { PAYMENT_SCREEN_TEXT } from '../payment-text';

/** `/buy/{seq}`, or `/buy/add?saleSeq=` (also `?seq=`): the listing being ordered. */
function useSaleSeq(): number | null {
  const { seq } = useParams();
  const [searchParams] = useSearchParams();
  const raw = seq ?? searchParams.get('saleSeq') ?? searchParams.get('seq');
  const value = Number(raw);
  return raw !== null && raw.trim() !== '' && Number.isInteger(value) && value > 0 ? value : null;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container className="py-4">
      <h1 className="h3 mb-4">주문하기</h1>
      {children}
    </Container>
  );
}

function Refusal({ text }: { text: string }) {
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-3">
      <span className="flex-grow-1">{text}</span>
      <LinkButton to={paths.saleList} variant="outline-secondary" size="sm">
        상품 목록
      </LinkButton>
    </Alert>
  );
}

/** The order form: delivery details, payment method, summary, and the KakaoPay payment. */
export function BuyPage() {
  const seq = useSaleSeq();
  const sale = useSale(seq);

  if (seq === null) {
    return (
      <Frame>
        <Refusal text={COMMON_ERRORS.WRONG_ACCESS.text} />
      </Frame>
    );
  }
  return (
    <Frame>
      {sale.isPending && <LoadingSpinner label={PAYMENT_SCREEN_TEXT.loadingSale} />}
      {sale.isError && (
        <Refusal
          text={
            sale.error instanceof ApiError && sale.error.status === 404
              ? SALE_TEXT.notFound
              : sale.error.message
          }
        />
      )}
      {sale.data && <OrderForm sale={sale.data} />}
    </Frame>
  );
}

function OrderForm({ sale }: { sale: SaleDetail }) {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const ready = useReadyPayment();
  const delivery = useDeliveryForm('buy');
  const [agreements, setAgreements] = useState(NO_AGREEMENTS);

  const available = orderableUnits(sale);
  const count = orderCountOf(searchParams.get('orderCount'), available);
  const orderType = orderTypeOf(searchParams.get('orderType'));
  const offered = orderType === 'RENT' ? isRentable(sale.offer) : isBuyable(sale.offer);
  const period = offeredPeriodOf(sale.offer, askedPeriodOf(searchParams.get('period')));
  const price = priceOfChoice(sale, { orderType, period, count });

  const { paying, pay } = useCheckoutPayment(delivery, {
    ready: async (details) => {
      if (!user) return null;
      const reply = await ready.mutateAsync({
        itemName: sale.title,
        quantity: count,
        totalAmount: price.total,
        saleSeq: sale.seq,
        orderType,
        ...(orderType === 'RENT' ? { rentalPeriod: period } : {}),
      });
      storePendingOrder(
        pendingOrderOf({
          tid: reply.tid,
          sale,
          memberId: user.memberId,
          delivery: deliveryOf(details),
          price,
          orderCount: count,
          orderType,
          rentalPeriod: period,
        }),
      );
      return reply;
    },
    // A changed price or stock that ran out is the server's to explain.
    isExplained: (error) => error.status === 409,
  });

  let refusal: string | null = null;
  if (sale.salePrice === null) refusal = PAYMENT_SCREEN_TEXT.priceUndecided;
  else if (!offered) refusal = ERRORS.NOT_OFFERED.text;
  else if (available === 0) refusal = PAYMENT_SCREEN_TEXT.soldOut;
  const canPay =
    refusal === null &&
    user !== null &&
    delivery.ready &&
    delivery.isComplete &&
    isAgreed(agreements, orderType === 'RENT');

  return (
    <CheckoutForm
      idPrefix="buy"
      delivery={delivery}
      paying={paying}
      canPay={canPay}
      onPay={pay}
      terms={
        offered && <OfferTermsCard offer={sale.offer} orderType={orderType} className="mt-4" />
      }
      asideClassName="sticky-lg-top"
    >
      <OrderSummary
        title={sale.title}
        count={count}
        orderType={orderType}
        period={period}
        price={price}
      >
        {refusal && (
          <p className="text-danger d-flex align-items-center gap-2">
            {refusal === PAYMENT_SCREEN_TEXT.soldOut && (
              <Badge bg="secondary">{SALE_TEXT.soldOut}</Badge>
            )}
            {refusal}
          </p>
        )}
        <CheckoutPay
          hasRental={orderType === 'RENT'}
          agreements={agreements}
          onAgreementsChange={setAgreements}
          label="결제하기"
          hint={CHECKOUT_TEXT.payHint}
        />
      </OrderSummary>
    </CheckoutForm>
  );
}

export { BuyPage as Component };
