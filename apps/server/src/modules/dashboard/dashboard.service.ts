import { and, eq, lt } from 'drizzle-orm';
import {
  RENTAL_STATES,
  shiftIsoDay,
  toKoreaIsoDate,
  type DashboardReply,
  type DashboardWork,
} from '@store/contract';
import type { Executor } from '../../db/client';
import { countOnBoard } from '../../db/paging';
import { countRows } from '../../db/rows';
import { rentals } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { countUnansweredContacts } from '../contact/contact.service';
import { countLowStockProducts } from '../product/product.service';
import { readDailySales } from '../stats/sales-ledger';
import { salesOfDays } from '../stats/stats.rules';

/** Every count of `counts`, run side by side, under its own name. */
async function countEach<K extends string>(
  counts: Record<K, Promise<number>>,
): Promise<Record<K, number>> {
  const entries = Object.entries<Promise<number>>(counts);
  const values = await Promise.all(entries.map(([, count]) => count));
  const named = entries.map(([name], index) => [name, values[index]]);
  return Object.fromEntries(named) as Record<K, number>;
}

/** What waits for an administrator on `today` (Korea time). */
export function readWork(executor: Executor, today: string): Promise<DashboardWork> {
  return countEach({
    // By state alone: summed from the boards' counts per block (migration 0020), no row read.
    toShip: countOnBoard(executor, { board: 'orders', states: ['P.CPLT', 'D.RDY'] }),
    cancelRequests: countOnBoard(executor, { board: 'orders', states: ['C.REQ'] }),
    returnRequests: countOnBoard(executor, { board: 'orders', states: ['RT.REQ'] }),
    returnsToCheck: countOnBoard(executor, {
      board: 'rental',
      states: [RENTAL_STATES.returnChecking],
    }),
    overdue: countRows(
      executor,
      rentals,
      and(eq(rentals.state, RENTAL_STATES.renting), lt(rentals.endDate, today)),
    ),
    // Counted by the modules whose lists show these rows, with the filters those lists take.
    unansweredInquiries: countUnansweredContacts(executor),
    lowStock: countLowStockProducts(executor),
  });
}

/**
 * The dashboard (DESIGN §18): today's work, and the money of today and of the last seven days,
 * each beside the same span a week earlier.
 */
export async function readDashboard(ctx: AppContext): Promise<DashboardReply> {
  const today = toKoreaIsoDate(ctx.clock.now());
  const tomorrow = shiftIsoDay(today, 1);
  // On the administrators' pool share: a slow dashboard never holds the shoppers' connections.
  const db = ctx.reports;
  // Two weeks of days read once; each span of the comparison is summed from them.
  const [work, daily] = await Promise.all([
    readWork(db, today),
    readDailySales(db, shiftIsoDay(today, -13), tomorrow, today),
  ]);
  const span = (firstDay: string, endDay: string) => salesOfDays(daily, firstDay, endDay);
  const todaySales = span(today, tomorrow);
  const sameDayLastWeek = span(shiftIsoDay(today, -7), shiftIsoDay(today, -6));
  const last7Days = span(shiftIsoDay(today, -6), tomorrow);
  const previous7Days = span(shiftIsoDay(today, -13), shiftIsoDay(today, -6));
  return {
    today,
    work,
    sales: { today: todaySales, sameDayLastWeek, last7Days, previous7Days },
  };
}
