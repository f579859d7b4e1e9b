import { formatDeliveryFee, formatWon, type CartLine } from '@store/contract';
import { CART_SCREEN_TEXT } from '../cart-text';

/**
 * A line's parts in small print: its rent or purchase price, its delivery and, when it holds one,
 * its deposit.
 */
export function LineAmounts({ line }: { line: CartLine }) {
  const amounts: [string, string][] = [
    [
      line.orderType === 'RENT' ? CART_SCREEN_TEXT.lineRent : CART_SCREEN_TEXT.linePurchase,
      line.unitPrice === null ? '-' : formatWon(line.unitPrice * line.count),
    ],
    [CART_SCREEN_TEXT.lineDelivery, formatDeliveryFee(line.deliveryFee)],
    ...(line.deposit > 0
      ? [[CART_SCREEN_TEXT.lineDeposit, formatWon(line.deposit)] as [string, string]]
      : []),
  ];
  return (
    <ul className="list-inline small text-body-secondary mb-0">
      {amounts.map(([term, value]) => (
        <li key={term} className="list-inline-item">
          {term} {value}
        </li>
      ))}
    </ul>
  );
}
