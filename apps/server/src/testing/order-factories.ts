import { eq } from 'drizzle-orm';
import { nextBusinessNo } from '../db/business-no';
import type { Database } from '../db/client';
import { orders, rentals } from '../db/schema';
import type { AppContext } from '../platform/context';
import { openRental, startRentalOfOrder } from '../modules/rental/rental.lifecycle';
import { getSaleForOrder, lateFeeTerms } from '../modules/sale/sale.service';

/**
 * An order (and, for a rental, its rental) written straight to the database, in any state. The
 * rental has started (as if delivered today) unless `rental: 'waiting'`.
 */
export async function createOrder(
  ctx: AppContext,
  member: { seq: number; name: string },
  sale: { seq: number; productSeq: number; title: string },
  values: Partial<typeof orders.$inferInsert> = {},
  options: { rental?: 'waiting' | 'started' } = {},
) {
  const [row] = await ctx.db
    .insert(orders)
    .values({
      orderNo: await nextBusinessNo(ctx.db, 'OR', ctx.clock.now()),
      memberSeq: member.seq,
      saleSeq: sale.seq,
      productSeq: sale.productSeq,
      state: 'P.CPLT',
      saleTitle: sale.title,
      name: member.name,
      recipient: member.name,
      phone: '010-1234-5678',
      post: '06236',
      addr: '서울 강남구 테헤란로 152',
      prodPrice: 12000,
      orderCount: 1,
      totProdPrice: 12000,
      deliveryFee: 3000,
      totalPrice: 15000,
      rentalPeriod: 30,
      ...values,
    })
    .returning();
  if (row!.orderType === 'RENT') {
    const terms = lateFeeTerms(await getSaleForOrder(ctx, sale.seq));
    await openRental(ctx.db, row!, ctx.clock.now(), terms);
    if (options.rental !== 'waiting') await startRentalOfOrder(ctx.db, row!, ctx.clock.now(), null);
  }
  return row!;
}

/** The rental an order opened, as the database holds it now. */
export async function findRentalOfOrder(db: Database, orderSeq: number) {
  const [rental] = await db.select().from(rentals).where(eq(rentals.orderSeq, orderSeq));
  if (!rental) throw new Error(`no rental for order ${orderSeq}`);
  return rental;
}

/** The buy form as the order screen sends it once KakaoPay approved `tid`: one unit for 30 days. */
export const buyForm = (
  tid: string,
  saleNo: string,
  choice: { orderCount?: number; rentalPeriod?: number } = {},
) => ({
  tid,
  saleSaleNo: saleNo,
  recipient: '홍길동',
  phone: '01012345678',
  post: '13494',
  addr: '경기 성남시 분당구 판교역로 235',
  addrDetail: '101동',
  request: '',
  orderCount: 1,
  rentalPeriod: 30,
  ...choice,
});
