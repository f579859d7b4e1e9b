import type { RenewInfo } from '@store/contract';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FactList, type Fact } from '@/components/fact-list';
import { formatCount } from '@/lib/format';
import type { RentalPaymentRequest } from '../pending-rental-payment';
import type { useRentalPayment } from '../use-rental-payment';
import { RentalStateBadge } from './rental-state-badge';

/** A rental's facts, a line under each. */
export function RentalFacts({ facts }: { facts: readonly Fact[] }) {
  return <FactList facts={facts} bordered termWidth={120} />;
}

/** What a payment screen of a rental states first: the product, how many, and the state. */
const rentalFactsOf = (
  rental: Pick<RenewInfo, 'productNoName' | 'orderNoOrderCount' | 'state'>,
): Fact[] => [
  ['상품명', rental.productNoName],
  ['수량', formatCount(rental.orderNoOrderCount)],
  ['대여 상태', <RentalStateBadge key="state" state={rental.state} />],
];

/**
 * The card of a rental's payment screen (renew, buy out): what every such screen states first,
 * the screen's own facts under it, then what the member chooses and pays.
 */
export function RentalPaymentCard({
  rental,
  facts,
  children,
}: {
  rental: Parameters<typeof rentalFactsOf>[0];
  facts: readonly Fact[];
  children: ReactNode;
}) {
  return (
    <Card>
      <Card.Body>
        <RentalFacts facts={[...rentalFactsOf(rental), ...facts]} />
        {children}
      </Card.Body>
    </Card>
  );
}

/** The button that pays `request` at KakaoPay, held while `payment` readies one. */
export function RentalPayButton({
  payment,
  request,
  children,
}: {
  payment: ReturnType<typeof useRentalPayment>;
  request: RentalPaymentRequest;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant="danger"
      disabled={payment.pending}
      onClick={() => void payment.pay(request)}
    >
      {children}
    </Button>
  );
}
