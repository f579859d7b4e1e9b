import {
  DEFAULT_RENTAL_PERIOD,
  formatDeliveryFee,
  formatWon,
  type OrderType,
  type WishItem,
} from '@store/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import {
  ADD_TO_CART_TEXT,
  CartChoiceFeedback,
  useAddToCart,
  type CartChoiceControls,
} from '@/components/add-to-cart';
import { CardThumbnail } from '@/components/product-image';
import { SelectOptions } from '@/components/select-options';
import { WishHeart } from '@/components/wish-heart';
import { paths } from '@/config/paths';
import { formatDays } from '@/lib/format';
import { ORDER_TYPE_NAMES } from '@/lib/offer';
import { normalizeQuantity } from '@/lib/quantity';
import { WISH_SCREEN_TEXT } from '../wish-text';

/** What a wished listing offers now: rent (30 days first), purchase, or neither. */
function offerOf(item: WishItem) {
  const rentable = item.salePrice !== null && item.rentalPeriods.length > 0;
  const buyable = item.purchasePrice !== null;
  const orderTypes: OrderType[] = [
    ...(rentable ? ['RENT' as const] : []),
    ...(buyable ? ['BUY' as const] : []),
  ];
  const period = item.rentalPeriods.includes(DEFAULT_RENTAL_PERIOD)
    ? DEFAULT_RENTAL_PERIOD
    : (item.rentalPeriods[0] ?? DEFAULT_RENTAL_PERIOD);
  return { rentable, orderTypes, period };
}

/** '월 35,000원', '구매 890,000원', and whether it can still be had. */
function WishPrices({ item }: { item: WishItem }) {
  const soldOut = item.onSale && item.available <= 0;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
      {item.salePrice !== null && (
        <span className="fw-bold">{WISH_SCREEN_TEXT.monthlyRent(formatWon(item.salePrice))}</span>
      )}
      {item.purchasePrice !== null && (
        <span className={item.salePrice === null ? 'fw-bold' : undefined}>
          {WISH_SCREEN_TEXT.purchasePrice(formatWon(item.purchasePrice))}
        </span>
      )}
      {soldOut && <Badge bg="secondary">{WISH_SCREEN_TEXT.soldOut}</Badge>}
      {!item.onSale && <Badge bg="dark">{WISH_SCREEN_TEXT.ended}</Badge>}
    </div>
  );
}

/** One choice of the cart form: its label above the control, the server's word on it below. */
function ChoiceGroup({
  className,
  controlId,
  label,
  error,
  children,
}: {
  className: string;
  controlId: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={controlId} className="small mb-1">
        {label}
      </Form.Label>
      {children}
      <CartChoiceFeedback controlId={controlId} error={error} />
    </Form.Group>
  );
}

/** The mode, period and count to put in the cart: rent for 30 days when it can be rented. */
function AddToCartForm({ item }: { item: WishItem }) {
  const offer = offerOf(item);
  const idPrefix = `want-${item.saleSeq}`;
  const controls: CartChoiceControls = {
    saleSeq: `${idPrefix}-add`,
    orderType: `${idPrefix}-type`,
    rentalPeriod: `${idPrefix}-period`,
    count: `${idPrefix}-count`,
  };
  const cart = useAddToCart(controls);
  const [chosenType, setOrderType] = useState<OrderType | null>(null);
  const [chosenPeriod, setPeriod] = useState<number | null>(null);
  const [countText, setCountText] = useState('1');
  // A choice the listing no longer offers (the list was read again) falls back to the default.
  const orderType =
    chosenType !== null && offer.orderTypes.includes(chosenType)
      ? chosenType
      : (offer.orderTypes[0] ?? 'RENT');
  const period =
    chosenPeriod !== null && item.rentalPeriods.includes(chosenPeriod)
      ? chosenPeriod
      : offer.period;
  const count = normalizeQuantity(countText, item.available);
  const orderable = item.available > 0 && offer.orderTypes.length > 0;
  const renting = orderType === 'RENT' && offer.rentable;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void cart.add({
      saleSeq: item.saleSeq,
      orderType,
      count,
      ...(renting ? { rentalPeriod: period } : {}),
    });
  };

  return (
    <Form noValidate onSubmit={submit} className="row g-2 align-items-start mt-1">
      {offer.orderTypes.length > 1 && (
        <ChoiceGroup
          className="col-12 col-sm-4"
          controlId={controls.orderType}
          label={WISH_SCREEN_TEXT.orderType}
          error={cart.errors.orderType}
        >
          <Form.Select
            id={controls.orderType}
            size="sm"
            value={orderType}
            disabled={!orderable}
            {...cart.controlProps('orderType')}
            onChange={(event) => {
              setOrderType(event.target.value as OrderType);
              cart.clearErrors('orderType', 'rentalPeriod');
            }}
          >
            <SelectOptions values={offer.orderTypes} label={(type) => ORDER_TYPE_NAMES[type]} />
          </Form.Select>
        </ChoiceGroup>
      )}
      {renting && (
        <ChoiceGroup
          className="col-6 col-sm-4"
          controlId={controls.rentalPeriod}
          label={WISH_SCREEN_TEXT.rentalPeriod}
          error={cart.errors.rentalPeriod}
        >
          <Form.Select
            id={controls.rentalPeriod}
            size="sm"
            value={period}
            disabled={!orderable}
            {...cart.controlProps('rentalPeriod')}
            onChange={(event) => {
              setPeriod(Number(event.target.value));
              cart.clearErrors('rentalPeriod');
            }}
          >
            <SelectOptions values={item.rentalPeriods} label={formatDays} />
          </Form.Select>
        </ChoiceGroup>
      )}
      <ChoiceGroup
        className="col-6 col-sm-4"
        controlId={controls.count}
        label={WISH_SCREEN_TEXT.count}
        error={cart.errors.count}
      >
        <Form.Control
          id={controls.count}
          size="sm"
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, item.available)}
          step={1}
          disabled={!orderable}
          value={orderable ? countText : '0'}
          {...cart.controlProps('count')}
          onChange={(event) => {
            const text = event.target.value;
            setCountText(text.trim() === '' ? '' : String(normalizeQuantity(text, item.available)));
            cart.clearErrors('count');
          }}
          onBlur={() => setCountText(String(count))}
        />
      </ChoiceGroup>
      <div className="col-12">
        <Button
          id={controls.saleSeq}
          type="submit"
          variant="outline-primary"
          size="sm"
          className="w-100"
          disabled={!orderable}
          aria-describedby={cart.describedBy('saleSeq')}
        >
          {ADD_TO_CART_TEXT.add}
        </Button>
        <CartChoiceFeedback controlId={controls.saleSeq} error={cart.errors.saleSeq} />
      </div>
    </Form>
  );
}

/**
 * A wished listing: picture, title, prices and whether it can be had, the heart that takes it off
 * the list, and '장바구니 담기' with its choices while it is on sale.
 */
export function WishItemCard({ item }: { item: WishItem }) {
  const titleId = `want-${item.saleSeq}-title`;
  return (
    <Card as="article" aria-labelledby={titleId} className="h-100">
      <Card.Body>
        <div className="d-flex gap-3 align-items-start">
          <CardThumbnail src={item.thumbnailPath} />
          <div className="flex-grow-1" style={{ minWidth: 0 }}>
            <div className="d-flex justify-content-between align-items-start gap-2">
              <h2 id={titleId} className="h6 mb-1 text-break">
                <Link to={paths.saleDetail(item.saleSeq)} className="text-reset">
                  {item.title}
                </Link>
              </h2>
              <WishHeart
                saleSeq={item.saleSeq}
                placement="card"
                wishedUntilRead
                describedBy={titleId}
              />
            </div>
            <WishPrices item={item} />
            <p className="small text-body-secondary mb-0">
              {item.deliveryFee === 0
                ? formatDeliveryFee(item.deliveryFee)
                : WISH_SCREEN_TEXT.deliveryFee(formatDeliveryFee(item.deliveryFee))}
              {item.onSale && item.available > 0 && (
                <> · {WISH_SCREEN_TEXT.remaining(item.available)}</>
              )}
            </p>
          </div>
        </div>
        {item.onSale && <AddToCartForm item={item} />}
      </Card.Body>
    </Card>
  );
}
