import Card from 'react-bootstrap/Card';
import { useOrder } from '../api/get-order';
import { FactList } from './fact-list';
import { StateBadge } from './state-badge';

/** Which order a request form is about, when it can be read (the form works without it). */
export function OrderSummaryCard({ seq }: { seq: number }) {
  const order = useOrder(seq);
  if (!order.data) return null;
  const { orderNo, saleTitle, state, stateName } = order.data;
  return (
    <Card body className="mb-4">
      <FactList
        facts={[
          ['주문번호', orderNo],
          ['상품', saleTitle],
          ['주문 상태', <StateBadge key="state" state={state} name={stateName} />],
        ]}
      />
    </Card>
  );
}
