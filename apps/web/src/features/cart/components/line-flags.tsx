import { formatWon, type CartLine } from '@store/contract';
import Badge from 'react-bootstrap/Badge';
import { hasPriceChanged, statusHintOf, statusLabelOf } from '../cart-lines';
import { CART_SCREEN_TEXT } from '../cart-text';

/** What changed about a line since it was put in the cart: why it cannot be ordered, its price. */
export function LineFlags({ line }: { line: CartLine }) {
  const status = statusLabelOf(line);
  const hint = statusHintOf(line);
  const priceChanged = hasPriceChanged(line);
  if (!status && !priceChanged) return null;
  return (
    <div className="small mb-2">
      {status && (
        <p className="mb-1 d-flex flex-wrap align-items-center gap-2">
          <Badge
            bg={line.status === 'NOT_ENOUGH' ? 'warning' : 'secondary'}
            text={line.status === 'NOT_ENOUGH' ? 'dark' : undefined}
          >
            {status}
          </Badge>
          {hint && <span className="text-body-secondary">{hint}</span>}
        </p>
      )}
      {priceChanged && (
        <p className="mb-1 text-danger-emphasis">
          {CART_SCREEN_TEXT.priceChanged(formatWon(line.addedUnitPrice), formatWon(line.unitPrice))}
        </p>
      )}
    </div>
  );
}
