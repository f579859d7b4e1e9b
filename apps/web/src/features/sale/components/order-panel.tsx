import {
  availableUnits,
  DEFAULT_RENTAL_PERIOD,
  formatDeliveryFee,
  formatWon,
  orderTotal,
  RENTAL_PERIODS,
  SALE_TEXT,
  type SaleDetail,
} from '@store/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LinkButton } from '@/components/link-button';
import { SelectOptions } from '@/components/select-options';
import { paths, withQuery } from '@/config/paths';
import { formatDays } from '@/lib/format';
import { normalizeQuantity } from '../quantity';
import { SALE_SCREEN_TEXT } from '../sale-text';

/**
 * Price, quantity, rental period, total and the order button of a listing. The quantity follows
 * the rule as it is typed (an empty field is left alone until it is left).
 */
export function OrderPanel({ sale }: { sale: SaleDetail }) {
  const available = availableUnits(sale);
  const soldOut = available === 0;
  const [countText, setCountText] = useState('1');
  const [period, setPeriod] = useState<number>(DEFAULT_RENTAL_PERIOD);
  const count = normalizeQuantity(countText, available);
  const orderable = !soldOut && sale.salePrice !== null;

  // A refused keystroke does not show: React puts the field back to the kept text.
  const changeCount = (text: string) =>
    setCountText(text.trim() === '' ? '' : String(normalizeQuantity(text, available)));

  const total =
    sale.salePrice === null
      ? formatWon(null)
      : formatWon(orderTotal(sale.salePrice, count, sale.deliveryFee));
  const orderAddress = withQuery(paths.buy(sale.seq), { orderCount: count, period });

  return (
    <div>
      <dl className="row mb-3">
        <dt className="col-4 text-body-secondary fw-normal">{SALE_SCREEN_TEXT.salePrice}</dt>
        <dd className="col-8 fs-4 fw-bold mb-1">{formatWon(sale.salePrice)}</dd>
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
            onChange={(event) => changeCount(event.target.value)}
            onBlur={() => setCountText(String(count))}
          />
        </Form.Group>
        <Form.Group className="col-6">
          <Form.Label htmlFor="sale-order-period">대여 기간</Form.Label>
          <Form.Select
            id="sale-order-period"
            value={period}
            disabled={soldOut}
            onChange={(event) => setPeriod(Number(event.target.value))}
          >
            <SelectOptions values={RENTAL_PERIODS} label={formatDays} />
          </Form.Select>
        </Form.Group>
      </div>
      <div className="d-flex justify-content-between align-items-baseline border-top pt-3 mb-3">
        <span>{SALE_SCREEN_TEXT.total}</span>
        <output htmlFor="sale-order-count" className="fs-4 fw-bold" aria-live="polite">
          {total}
        </output>
      </div>
      {orderable ? (
        <LinkButton to={orderAddress} size="lg" className="w-100">
          주문하기
        </LinkButton>
      ) : (
        <Button size="lg" className="w-100" disabled>
          주문하기
        </Button>
      )}
    </div>
  );
}
