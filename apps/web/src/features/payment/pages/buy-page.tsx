import { COMMON_ERRORS, ERRORS, PAYMENT_TEXT, SALE_TEXT, type SaleDetail } from '@store/contract';
import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useWatch } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router';
import { AddressFields, PhoneField } from '@/components/contact-fields';
import { FieldFrame, TextField } from '@/components/form-field';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { OFFER_TERMS_TEXT, OfferTermsCard } from '@/components/offer-terms';
import { SectionCard } from '@/components/section-card';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { isBuyable, isRentable, offeredPeriodOf, priceOfChoice } from '@/lib/offer';
import { useSession } from '@/lib/session';
import { useSale } from '../api/get-sale';
import { useReadyPayment } from '../api/ready-payment';
import { DeliveryRequestField } from '../components/delivery-request-field';
import { OrderSummary } from '../components/order-summary';
import { PaymentMethodField } from '../components/payment-method-field';
import {
  askedPeriodOf,
  EMPTY_ORDER_FORM,
  isOrderFormValid,
  isPhoneWidth,
  orderableUnits,
  orderCountOf,
  orderFormSchema,
  orderTypeOf,
  pendingOrderOf,
  type OrderFormValues,
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
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const ready = useReadyPayment();
  const [paying, setPaying] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const form = useContractForm(orderFormSchema, {
    idPrefix: 'buy',
    defaultValues: EMPTY_ORDER_FORM,
  });
  // Every field: the pay button waits for all of them.
  const values = useWatch({ control: form.control }) as OrderFormValues;

  const available = orderableUnits(sale);
  const count = orderCountOf(searchParams.get('orderCount'), available);
  const orderType = orderTypeOf(searchParams.get('orderType'));
  const offered = orderType === 'RENT' ? isRentable(sale.offer) : isBuyable(sale.offer);
  const period = offeredPeriodOf(sale.offer, askedPeriodOf(searchParams.get('period')));
  const price = priceOfChoice(sale, { orderType, period, count });
  let refusal: string | null = null;
  if (sale.salePrice === null) refusal = PAYMENT_SCREEN_TEXT.priceUndecided;
  else if (!offered) refusal = ERRORS.NOT_OFFERED.text;
  else if (available === 0) refusal = PAYMENT_SCREEN_TEXT.soldOut;
  const canPay = refusal === null && user !== null && agreed && isOrderFormValid(values);

  const pay = form.submit(async (details) => {
    if (!user) return;
    setPaying(true);
    try {
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
          values: details,
          price,
          orderCount: count,
          orderType,
          rentalPeriod: period,
        }),
      );
      // The page is left for the provider's; the button stays disabled meanwhile.
      window.location.assign(
        isPhoneWidth() ? reply.next_redirect_mobile_url : reply.next_redirect_pc_url,
      );
    } catch (error) {
      // A changed price or stock that ran out is the server's to explain.
      toast.show(
        error instanceof ApiError && error.status === 409
          ? error.userMessage
          : { text: PAYMENT_TEXT.prepareFailed, type: 'error' },
      );
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
            <FieldFrame id={form.id('payer')} label="주문자">
              {(control) => <Form.Control {...control} value={user?.name ?? ''} readOnly />}
            </FieldFrame>
            <TextField
              form={form}
              name="recipient"
              label="받는 분"
              autoComplete="name"
              maxLength={50}
              disabled={paying}
            />
            <PhoneField form={form} name="phone" disabled={paying} />
            <AddressFields form={form} disabled={paying} />
            <DeliveryRequestField
              idPrefix={form.idPrefix}
              choice={values.requestChoice}
              text={values.requestText}
              disabled={paying}
              onChoiceChange={(choice) => form.change('requestChoice', choice)}
              onTextChange={(text) => form.change('requestText', text)}
            />
            <PaymentMethodField idPrefix="buy" />
          </SectionCard>
          {offered && <OfferTermsCard offer={sale.offer} orderType={orderType} className="mt-4" />}
        </Col>
        <Col lg={5}>
          <div className="sticky-lg-top" style={{ top: '5rem', zIndex: 1 }}>
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
              <Form.Check
                id="buy-agreement"
                className="mb-3"
                required
                label={
                  orderType === 'RENT'
                    ? OFFER_TERMS_TEXT.rentAgreement
                    : OFFER_TERMS_TEXT.buyAgreement
                }
                checked={agreed}
                disabled={paying}
                onChange={(event) => setAgreed(event.target.checked)}
              />
              <Button type="submit" size="lg" className="w-100" disabled={!canPay || paying}>
                {paying && (
                  <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                )}
                결제하기
              </Button>
              <p className="small text-body-secondary mt-2 mb-0">{PAYMENT_SCREEN_TEXT.payHint}</p>
            </OrderSummary>
          </div>
        </Col>
      </Row>
    </Form>
  );
}

export { BuyPage as Component };
