import { formatWon } from '@store/contract';
import Card from 'react-bootstrap/Card';
import { FactList, type Fact } from '@/components/fact-list';
import { useOrder } from '../api/get-order';
import { refundPreview } from '../refunds';
import { StateBadge } from './state-badge';

/**
 * Which order a request form is about, when it can be read (the form works without it); with
 * `refundNotice`, the amount the request would give back once it is done, before it is sent.
 */
export function OrderSummaryCard({
  seq,
  refundNotice,
}: {
  seq: number;
  refundNotice?: (amount: string) => string;
}) {
  const order = useOrder(seq);
  if (!order.data) return null;
  const { orderNo, saleTitle, state, stateName } = order.data;
  const refund = refundPreview(order.data, 'C.CPLT');
  return (
    <Card body className="mb-4">
      <FactList
        facts={[
          ['주문번호', orderNo],
          ['상품', saleTitle],
          ['주문 상태', <StateBadge key="state" state={state} name={stateName} />],
          ...(refundNotice
            ? [['환불 예정 금액', <strong key="refund">{formatWon(refund)}</strong>] as Fact]
            : []),
        ]}
      />
      {refundNotice && refund > 0 && (
        <p className="mb-0 mt-2 small text-body-secondary" role="note">
          {refundNotice(formatWon(refund))}
        </p>
      )}
    </Card>
  );
}
