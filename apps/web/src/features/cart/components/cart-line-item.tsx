import { formatWon, type CartLine } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { ProductImage } from '@/components/product-image';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useModifyCartLine } from '../api/modify-cart-line';
import {
  cartChoiceOf,
  currentChoiceOf,
  isOrderable,
  offeredChoicesOf,
  type LineChoice,
} from '../cart-lines';
import { CART_SCREEN_TEXT } from '../cart-text';
import { COUNT_MAX, CountStepper } from './count-stepper';
import { LineAmounts } from './line-amounts';
import { LineFlags } from './line-flags';

/** The fields a refused change names (count, orderType, rentalPeriod): their first message. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const [message] = Object.values(error.fieldErrors);
  return message ?? null;
}

export interface CartLineItemProps {
  line: CartLine;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** One line of the cart: its listing, how it is ordered, how many, what it costs now. */
export function CartLineItem({
  line,
  selected,
  onSelect,
  onRemove,
  disabled = false,
}: CartLineItemProps) {
  const modify = useModifyCartLine();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = currentChoiceOf(line);
  const offered = offeredChoicesOf(line);
  const currentOffered = offered.some((choice) => choice.value === current.value);
  const choices = currentOffered ? offered : [current, ...offered];
  const orderable = isOrderable(line);
  const busy = disabled || modify.isPending;
  const idPrefix = `cart-${line.cartSeq}`;
  const refusalId = `${idPrefix}-refusal`;

  const change = (choice: LineChoice, count: number) => {
    setRefusal(null);
    modify.mutate(
      { cartSeq: line.cartSeq, ...cartChoiceOf(choice, count) },
      {
        onError: (error) => {
          const message = refusalOf(error);
          if (message) setRefusal(message);
          else toast.show(errorMessage(error));
        },
      },
    );
  };

  return (
    <li className={`card mb-3${orderable ? '' : ' bg-body-tertiary'}`}>
      <div className="card-body d-flex gap-2 gap-sm-3">
        <Form.Check
          id={`${idPrefix}-select`}
          className="pt-1 flex-shrink-0"
          aria-label={CART_SCREEN_TEXT.selectLine(line.title)}
          title={orderable ? undefined : CART_SCREEN_TEXT.unavailableHint}
          checked={orderable && selected}
          disabled={!orderable || disabled}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <div
          className="flex-shrink-0 rounded overflow-hidden border"
          style={{ width: 88, height: 88 }}
        >
          <ProductImage src={line.thumbnailPath} alt="" width={88} height={88} />
        </div>
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <div className="d-flex justify-content-between align-items-start gap-2">
            <h3 className="h6 mb-1 text-break">
              <Link to={paths.saleDetail(line.saleSeq)} className="link-body-emphasis">
                {line.title}
              </Link>
            </h3>
            <Button
              variant="outline-secondary"
              size="sm"
              className="flex-shrink-0"
              aria-label={CART_SCREEN_TEXT.removeLine(line.title)}
              disabled={disabled}
              onClick={onRemove}
            >
              삭제
            </Button>
          </div>
          <p className="small text-body-secondary mb-2">
            {current.label} · {line.count}개
          </p>
          <LineFlags line={line} />
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            {choices.length > 1 && (
              <Form.Select
                size="sm"
                className="w-auto"
                aria-label={`${line.title} ${CART_SCREEN_TEXT.choice}`}
                aria-describedby={refusal ? refusalId : undefined}
                value={current.value}
                disabled={busy}
                onChange={(event) => {
                  const choice = offered.find((option) => option.value === event.target.value);
                  if (choice) change(choice, line.count);
                }}
              >
                {choices.map((choice) => (
                  <option
                    key={choice.value}
                    value={choice.value}
                    disabled={!offered.includes(choice)}
                  >
                    {offered.includes(choice)
                      ? choice.label
                      : CART_SCREEN_TEXT.choiceUnavailable(choice.label)}
                  </option>
                ))}
              </Form.Select>
            )}
            <CountStepper
              id={`${idPrefix}-count`}
              label={`${line.title} ${CART_SCREEN_TEXT.count}`}
              decreaseLabel={CART_SCREEN_TEXT.decrease(line.title)}
              increaseLabel={CART_SCREEN_TEXT.increase(line.title)}
              count={line.count}
              max={line.available > 0 ? line.available : Math.min(line.count, COUNT_MAX)}
              disabled={busy || line.status === 'GONE'}
              onCommit={(count) => change(current, count)}
            />
          </div>
          {refusal && (
            <p id={refusalId} className="small text-danger mb-2" role="alert">
              {refusal}
            </p>
          )}
          <div className="d-flex flex-wrap justify-content-between align-items-end gap-2">
            <LineAmounts line={line} />
            <p className="mb-0 ms-auto text-end">
              <span className="visually-hidden">{CART_SCREEN_TEXT.lineTotal} </span>
              <span className="fw-bold fs-6">{formatWon(line.total)}</span>
            </p>
          </div>
        </div>
      </div>
    </li>
  );
}
