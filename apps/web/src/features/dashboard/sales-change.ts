import { formatWon } from '@store/contract';
import { DASHBOARD_TEXT as TEXT } from './dashboard-text';

/** How a figure in won moved from an earlier one. */
export type SalesChange =
  /** Nothing then and nothing now. */
  | { kind: 'none' }
  /** Nothing then, something now: no percentage to give. */
  | { kind: 'new'; difference: number }
  /** `percent` (rounded to one decimal) only when the earlier figure was above 0. */
  | { kind: 'change'; difference: number; percent: number | null };

/**
 * 12.25 -> 12.3 and -12.25 -> -12.3: to one decimal, halves away from zero, so a rise and a fall of
 * the same size read the same. Counted in tenths of a percent from the whole won, so no binary
 * fraction tips a half.
 */
function percentOf(difference: number, earlier: number): number {
  const tenths = Math.round((Math.abs(difference) * 1000) / earlier);
  return tenths === 0 ? 0 : (Math.sign(difference) * tenths) / 10;
}

/** How `current` moved from `earlier` (both in won). */
export function compareSales(current: number, earlier: number): SalesChange {
  const difference = current - earlier;
  if (current === 0 && earlier === 0) return { kind: 'none' };
  if (earlier === 0 && current > 0) return { kind: 'new', difference };
  return {
    kind: 'change',
    difference,
    percent: earlier > 0 ? percentOf(difference, earlier) : null,
  };
}

/** '+15,000원', '-3,000원', '0원'. */
export function formatSignedWon(amount: number): string {
  return amount > 0 ? `+${formatWon(amount)}` : formatWon(amount === 0 ? 0 : amount);
}

/** '+12.5%', '-100.0%', '0.0%'. */
function formatPercent(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

/** '+15,000원 (+12.5%)', '+15,000원 (신규)', '-3,000원' (nothing to compare with) or '-'. */
export function formatSalesChange(change: SalesChange): string {
  switch (change.kind) {
    case 'none':
      return TEXT.noChange;
    case 'new':
      return `${formatSignedWon(change.difference)} (${TEXT.newSales})`;
    case 'change':
      return change.percent === null
        ? formatSignedWon(change.difference)
        : `${formatSignedWon(change.difference)} (${formatPercent(change.percent)})`;
  }
}
