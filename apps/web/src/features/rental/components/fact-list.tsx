import type { RenewInfo } from '@store/contract';
import { FactList, type Fact } from '@/components/fact-list';
import { formatCount } from '@/lib/format';
import { RentalStateBadge } from './rental-state-badge';

/** A rental's facts, a line under each. */
export function RentalFacts({ facts }: { facts: readonly Fact[] }) {
  return <FactList facts={facts} bordered termWidth={120} />;
}

/** What a payment screen of a rental states first: the product, how many, and the state. */
export const rentalFactsOf = (
  rental: Pick<RenewInfo, 'productNoName' | 'orderNoOrderCount' | 'state'>,
): Fact[] => [
  ['상품명', rental.productNoName],
  ['수량', formatCount(rental.orderNoOrderCount)],
  ['대여 상태', <RentalStateBadge key="state" state={rental.state} />],
];
