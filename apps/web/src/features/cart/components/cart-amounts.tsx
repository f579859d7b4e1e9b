import { formatDeliveryFee, formatWon, type CartAmounts as Amounts } from '@store/contract';
import { AmountList } from '@/components/checkout';
import { CART_SCREEN_TEXT } from '../cart-text';

export interface CartAmountsProps {
  amounts: Amounts;
  /** The last line's term: '결제 예정 금액' on the cart, '총 결제금액' at the checkout. */
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
      <AmountList amounts={rows} totalLabel={totalLabel} total={amounts.total} />
      {amounts.deposit > 0 && (
        <p className="small text-body-secondary mb-3">{CART_SCREEN_TEXT.depositHint}</p>
      )}
    </>
  );
}
