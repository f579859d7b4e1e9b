import { formatDeliveryFee, formatWon, type CartAmounts as Amounts } from '@store/contract';
import { CART_SCREEN_TEXT } from '../cart-text';

export interface CartAmountsProps {
  amounts: Amounts;
  /** The last line's term: '결제 예정 금액' on the cart, '총 결제 금액' at the checkout. */
  totalLabel?: string;
  /** The deposits' line; a checkout renting nothing leaves it out (a purchase has no deposit). */
  showDeposit?: boolean;
}

/** Every amount of the chosen lines: goods and rent, delivery, deposits, and what is paid. */
export function CartAmounts({
  amounts,
  totalLabel = CART_SCREEN_TEXT.total,
  showDeposit = true,
}: CartAmountsProps) {
  const rows: [string, string][] = [
    [CART_SCREEN_TEXT.goods, formatWon(amounts.goods)],
    [CART_SCREEN_TEXT.deliveryFee, formatDeliveryFee(amounts.deliveryFee)],
    ...(showDeposit
      ? [[CART_SCREEN_TEXT.deposit, formatWon(amounts.deposit)] as [string, string]]
      : []),
  ];
  return (
    <>
      <dl className="mb-3">
        {rows.map(([term, value]) => (
          <div key={term} className="d-flex justify-content-between gap-3 mb-2">
            <dt className="fw-normal text-body-secondary">{term}</dt>
            <dd className="mb-0 text-end">{value}</dd>
          </div>
        ))}
        <div className="d-flex justify-content-between align-items-baseline gap-3 border-top pt-3 mt-1">
          <dt>{totalLabel}</dt>
          <dd className="mb-0 fs-5 fw-bold text-end">{formatWon(amounts.total)}</dd>
        </div>
      </dl>
      {amounts.deposit > 0 && (
        <p className="small text-body-secondary mb-3">{CART_SCREEN_TEXT.depositHint}</p>
      )}
    </>
  );
}
