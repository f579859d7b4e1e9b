import { and, desc, eq } from 'drizzle-orm';
import { products } from '../db/schema';
import type { AppContext } from '../platform/context';
import { findMemberSeqByMemberId } from '../modules/member/member.service';
import { adjustStock } from '../modules/product/product.service';
import { isNeverOrdered } from './demo-members';

const DAY = 24 * 60 * 60 * 1000;

/** What the back office did to a few products' stock lately: deliveries in, breakage out. */
const ADJUSTMENTS: { daysAgo: number; delta: number; reason: string }[][] = [
  [
    { daysAgo: 21, delta: 5, reason: '입고' },
    { daysAgo: 9, delta: -1, reason: '파손 폐기' },
  ],
  [
    { daysAgo: 14, delta: 3, reason: '입고' },
    { daysAgo: 6, delta: -2, reason: '파손 폐기' },
    { daysAgo: 2, delta: 1, reason: '수리 후 재입고' },
  ],
  [
    { daysAgo: 12, delta: 4, reason: '추가 입고' },
    { daysAgo: 4, delta: -1, reason: '구성품 분실로 폐기' },
  ],
];

/**
 * A demo stock history: adjustments made through the store's own call (so stock, versions and
 * history agree), dated in the past, on the newest products no demo order touched (the first
 * page of the product list), so their history reads as the whole story of their stock.
 */
export async function seedStockHistory(ctx: AppContext, adminMemberId: string): Promise<void> {
  const adminSeq = await findMemberSeqByMemberId(ctx, adminMemberId);
  if (adminSeq === null) return;
  const untouched = await ctx.db
    .select({ seq: products.seq })
    .from(products)
    .where(and(eq(products.delYn, false), isNeverOrdered(ctx)))
    .orderBy(desc(products.seq))
    .limit(ADJUSTMENTS.length);
  const now = ctx.clock.now().getTime();
  for (const [index, product] of untouched.entries()) {
    for (const step of ADJUSTMENTS[index] ?? []) {
      const then = { ...ctx, clock: { now: () => new Date(now - step.daysAgo * DAY) } };
      await adjustStock(
        then,
        product.seq,
        { delta: step.delta, reason: step.reason },
        { seq: adminSeq },
      );
    }
  }
}
