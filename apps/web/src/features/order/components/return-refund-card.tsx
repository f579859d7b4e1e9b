import { formatWon, type Order, type WithdrawalReasonCode } from '@store/contract';
import Card from 'react-bootstrap/Card';
import { FactList, type Fact } from '@/components/fact-list';
import { WithdrawalReasonField } from '@/components/withdrawal-reason-field';
import { ORDER_SCREEN_TEXT } from '../order-text';
import { refundPreview } from '../refunds';

/**
 * Why the order goes back and, when the order is known, what its return gives back by that reason,
 * shown before the member asks: a change of mind leaves the return delivery fee out of the refund.
 */
export function ReturnRefundCard({
  order,
  reason,
  onReasonChange,
  disabled,
}: {
  order: Order | undefined;
  reason: WithdrawalReasonCode;
  onReasonChange: (reason: WithdrawalReasonCode) => void;
  disabled: boolean;
}) {
  const refund = order ? refundPreview({ ...order, returnReason: reason }, 'RT.CPLT') : null;
  const deducted = order && reason === 'CHANGE_OF_MIND' ? order.deliveryFee : 0;
  const facts: Fact[] = order
    ? [
        ['주문번호', order.orderNo],
        ['상품', order.saleTitle],
        ['결제 금액', formatWon(order.totalPrice)],
        ['환불 예정 금액', <strong key="refund">{formatWon(refund ?? 0)}</strong>],
      ]
    : [];
  return (
    <Card body className="mb-4">
      <WithdrawalReasonField
        idPrefix="return-reason-code"
        legend={ORDER_SCREEN_TEXT.returnReasonLegend}
        value={reason}
        onChange={onReasonChange}
        disabled={disabled}
      />
      {order && <FactList facts={facts} />}
      <p className="mb-0 mt-2 small text-body-secondary" role="note">
        {deducted > 0
          ? ORDER_SCREEN_TEXT.returnDeliveryDeducted(formatWon(deducted))
          : ORDER_SCREEN_TEXT.returnRule}
      </p>
    </Card>
  );
}
