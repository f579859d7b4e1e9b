import {
  availableUnits,
  formatDeliveryFee,
  formatWon,
  OFFER_TEXT,
  SALE_TEXT,
  type OrderType,
  type SaleDetail,
} from '@store/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import {
  ADD_TO_CART_TEXT,
  CartChoiceFeedback,
  useAddToCart,
  type CartChoiceControls,
} from '@/components/add-to-cart';
import { LinkButton } from '@/components/link-button';
import { SelectOptions } from '@/components/select-options';
import { WishHeart } from '@/components/wish-heart';
import { paths, withQuery } from '@/config/paths';
import { formatDays } from '@/lib/format';
import {
  isBuyable,
  isRentable,
  offeredPeriodOf,
  offeredPeriods,
  orderTypesOf,
  priceOfChoice,
} from '@/lib/offer';
import { normalizeQuantity } from '@/lib/quantity';
import { SALE_SCREEN_TEXT } from '../sale-text';

/** Each offered period's rent of one unit. */
function PeriodPrices({ sale }: { sale: SaleDetail }) {
  return (
    <Table size="sm" className="caption-top mb-3">
      <caption className="text-body fw-semibold pt-0">{SALE_SCREEN_TEXT.periodPrices}</caption>
      <thead className="text-nowrap">
        <tr>
          <th scope="col" className="fw-normal text-body-secondary">
            대여 기간
          </th>
          <th scope="col" className="fw-normal text-body-secondary text-end">
            {SALE_SCREEN_TEXT.rentPerUnit}
          </th>
        </tr>
      </thead>
      <tbody>
        {sale.offer.rentalPrices.map(({ days, price }) => (
          <tr key={days}>
            <th scope="row" className="fw-normal">
              {formatDays(days)}
            </th>
            <td className="text-end">{formatWon(price)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The panel's controls of each choice '장바구니 담기' sends. */
const CONTROLS: CartChoiceControls = {
  saleSeq: 'sale-add-to-cart',
  orderType: 'sale-order-type-RENT',
  rentalPeriod: 'sale-order-period',
  count: 'sale-order-count',
};

/** 대여하기 or 구매하기, for a listing that offers both. */
function OrderTypeChoice({
  value,
  disabled,
  error,
  describedBy,
  onChange,
}: {
  value: OrderType;
  disabled: boolean;
  /** The server's refusal of the choice ('장바구니 담기'), and its id. */
  error: string | undefined;
  describedBy: string | undefined;
  onChange: (orderType: OrderType) => void;
}) {
  const choices = [
    { value: 'RENT', label: '대여하기' },
    { value: 'BUY', label: '구매하기' },
  ] as const;
  return (
    <fieldset
      className="mb-3"
      aria-labelledby="sale-order-type-legend"
      aria-describedby={describedBy}
    >
      <legend id="sale-order-type-legend" className="form-label fs-6 mb-1">
        주문 방식
      </legend>
      <div className="d-flex flex-wrap gap-3">
        {choices.map((choice) => (
          <Form.Check
            key={choice.value}
            type="radio"
            id={`sale-order-type-${choice.value}`}
            name="sale-order-type"
            label={choice.label}
            checked={value === choice.value}
            disabled={disabled}
            isInvalid={Boolean(error)}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(choice.value)}
          />
        ))}
      </div>
      <CartChoiceFeedback controlId={CONTROLS.orderType} error={error} />
    </fieldset>
  );
}

/**
 * Prices, quantity, order type and rental period, total, the heart, '장바구니 담기' and the order
 * button of a listing. The quantity follows the rule as it is typed (an empty field is left alone
 * until it is left).
 */
export function OrderPanel({ sale }: { sale: SaleDetail }) {
  const { offer } = sale;
  const available = availableUnits(sale);
  const soldOut = available === 0;
  const rentable = isRentable(offer);
  const buyable = isBuyable(offer);
  const [countText, setCountText] = useState('1');
  const [period, setPeriod] = useState(() => offeredPeriodOf(offer, null));
  const [chosenType, setOrderType] = useState<OrderType | null>(null);
  const orderType = chosenType ?? orderTypesOf(offer)[0] ?? 'RENT';
  const count = normalizeQuantity(countText, available);
  const orderable = !soldOut && sale.salePrice !== null && (rentable || buyable);
  const cart = useAddToCart(CONTROLS);

  // A refused keystroke does not show: React puts the field back to the kept text.
  const changeCount = (text: string) => {
    setCountText(text.trim() === '' ? '' : String(normalizeQuantity(text, available)));
    cart.clearErrors('count');
  };
  const changePeriod = (days: number) => {
    setPeriod(days);
    cart.clearErrors('rentalPeriod');
  };
  const changeOrderType = (type: OrderType) => {
    setOrderType(type);
    cart.clearErrors('orderType', 'rentalPeriod');
  };
  const addToCart = () =>
    cart.add({
      saleSeq: sale.seq,
      orderType,
      count,
      ...(orderType === 'RENT' ? { rentalPeriod: period } : {}),
    });

  const price = (type: OrderType) => priceOfChoice(sale, { orderType: type, period, count });
  const total = sale.salePrice === null ? null : price(orderType).total;
  const orderAddress = withQuery(
    paths.buy(sale.seq),
    orderType === 'BUY' ? { orderCount: count, orderType } : { orderCount: count, period },
  );

  return (
    <div>
      <dl className="row mb-3">
        {rentable && (
          <>
            <dt className="col-4 text-body-secondary fw-normal">{SALE_SCREEN_TEXT.monthlyRent}</dt>
            <dd className="col-8 fs-4 fw-bold mb-1">{formatWon(sale.salePrice)}</dd>
          </>
        )}
        {offer.purchasePrice !== null && (
          <>
            <dt className="col-4 text-body-secondary fw-normal">
              {SALE_SCREEN_TEXT.purchasePrice}
            </dt>
            <dd className={rentable ? 'col-8 fs-5 fw-bold mb-1' : 'col-8 fs-4 fw-bold mb-1'}>
              {formatWon(offer.purchasePrice)}
              {!rentable && (
                <Badge bg="light" text="dark" className="border ms-2 align-middle fs-6">
                  {OFFER_TEXT.buyOnly}
                </Badge>
              )}
            </dd>
          </>
        )}
        <dt className="col-4 text-body-secondary fw-normal">{SALE_SCREEN_TEXT.deliveryFee}</dt>
        <dd className="col-8 mb-1">{formatDeliveryFee(sale.deliveryFee)}</dd>
      </dl>
      <p className="mb-3">
        {soldOut ? (
          <Badge bg="secondary" className="fs-6">
            {SALE_TEXT.soldOut}
          </Badge>
        ) : (
          <span className="text-body-secondary">{SALE_SCREEN_TEXT.remaining(available)}</span>
        )}
      </p>
      {rentable && <PeriodPrices sale={sale} />}
      {rentable && buyable && (
        <OrderTypeChoice
          value={orderType}
          disabled={soldOut}
          error={cart.errors.orderType}
          describedBy={cart.describedBy('orderType')}
          onChange={changeOrderType}
        />
      )}
      <div className="row g-2 mb-3">
        <Form.Group className="col-6">
          <Form.Label htmlFor="sale-order-count">수량</Form.Label>
          <Form.Control
            id="sale-order-count"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, available)}
            step={1}
            disabled={soldOut}
            value={soldOut ? '0' : countText}
            {...cart.controlProps('count')}
            onChange={(event) => changeCount(event.target.value)}
            onBlur={() => setCountText(String(count))}
          />
          <CartChoiceFeedback controlId={CONTROLS.count} error={cart.errors.count} />
        </Form.Group>
        {orderType === 'RENT' && rentable && (
          <Form.Group className="col-6">
            <Form.Label htmlFor="sale-order-period">대여 기간</Form.Label>
            <Form.Select
              id="sale-order-period"
              value={period}
              disabled={soldOut}
              {...cart.controlProps('rentalPeriod')}
              onChange={(event) => changePeriod(Number(event.target.value))}
            >
              <SelectOptions values={offeredPeriods(offer)} label={formatDays} />
            </Form.Select>
            <CartChoiceFeedback
              controlId={CONTROLS.rentalPeriod}
              error={cart.errors.rentalPeriod}
            />
          </Form.Group>
        )}
      </div>
      <div className="d-flex justify-content-between align-items-baseline border-top pt-3 mb-1">
        <span>{SALE_SCREEN_TEXT.total}</span>
        <output htmlFor="sale-order-count" className="fs-4 fw-bold" aria-live="polite">
          {formatWon(total)}
        </output>
      </div>
      <p className="small text-body-secondary text-end mb-3">
        {orderType === 'RENT' && offer.deposit > 0
          ? SALE_SCREEN_TEXT.totalWithDeposit
          : SALE_SCREEN_TEXT.totalWithDelivery}
      </p>
      {rentable && buyable && sale.salePrice !== null && (
        <p className="small text-end mb-3">
          {SALE_SCREEN_TEXT.rentOrBuy(
            formatWon(price('RENT').goods),
            formatWon(price('BUY').goods),
          )}
        </p>
      )}
      <div className="d-flex gap-2">
        <WishHeart saleSeq={sale.seq} placement="panel" />
        <Button
          id={CONTROLS.saleSeq}
          variant="outline-primary"
          size="lg"
          className="flex-grow-1"
          disabled={!orderable}
          aria-describedby={cart.describedBy('saleSeq')}
          onClick={() => void addToCart()}
        >
          {ADD_TO_CART_TEXT.add}
        </Button>
      </div>
      <CartChoiceFeedback controlId={CONTROLS.saleSeq} error={cart.errors.saleSeq} />
      {orderable ? (
        <LinkButton to={orderAddress} size="lg" className="w-100 mt-2">
          주문하기
        </LinkButton>
      ) : (
        <Button size="lg" className="w-100 mt-2" disabled>
          주문하기
        </Button>
      )}
    </div>
  );
}
