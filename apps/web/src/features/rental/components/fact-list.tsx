import { FactList, type Fact } from '@/components/fact-list';

/** A rental's facts, a line under each. */
export function RentalFacts({ facts }: { facts: readonly Fact[] }) {
  return <FactList facts={facts} bordered termWidth={120} />;
}
