import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { anyContains, newestPage, totalOfPage, windowTotal, type Paging } from '../../db/paging';
import { firstOrNull } from '../../db/rows';
import { members, orders, products, rentalHistory, rentals, sales } from '../../db/schema';
import { firstThumbnailOf } from '../../db/thumbnails';

export type RentalRow = typeof rentals.$inferSelect;

const columns = {
  rental: rentals,
  productName: products.name,
  productNo: products.productNo,
  productPrice: orders.prodPrice,
  orderCount: orders.orderCount,
  orderNo: orders.orderNo,
  orderName: orders.name,
  orderPhone: orders.phone,
  orderPost: orders.post,
  orderAddr: orders.addr,
  orderAddrDetail: orders.addrDetail,
  orderState: orders.state,
  orderTotal: orders.totalPrice,
  rentalPeriod: orders.rentalPeriod,
  saleNo: sales.saleNo,
  memberId: members.memberId,
  memberNo: members.memberNo,
  image: firstThumbnailOf(rentals.saleSeq),
};

export type RentalJoined = {
  rental: RentalRow;
  productName: string;
  productNo: string;
  productPrice: number;
  orderCount: number;
  orderNo: string;
  orderName: string;
  orderPhone: string;
  orderPost: string;
  orderAddr: string;
  orderAddrDetail: string;
  orderState: string;
  orderTotal: number;
  rentalPeriod: number;
  saleNo: string;
  memberId: string;
  memberNo: string;
  image: string | null;
};

const joined = (executor: Executor) =>
  executor
    .select({ ...columns, total: windowTotal })
    .from(rentals)
    .innerJoin(orders, eq(orders.seq, rentals.orderSeq))
    .innerJoin(products, eq(products.seq, rentals.productSeq))
    .innerJoin(sales, eq(sales.seq, rentals.saleSeq))
    .innerJoin(members, eq(members.seq, rentals.memberSeq));

export async function findRentalPage(
  executor: Executor,
  query: Paging & { memberSeq?: number; q?: string | undefined },
): Promise<{ rows: RentalJoined[]; total: number }> {
  const where = and(
    query.memberSeq === undefined ? undefined : eq(rentals.memberSeq, query.memberSeq),
    anyContains(query.q, rentals.rentalNo, products.name, members.memberId, orders.orderNo),
  );
  const rows = await newestPage(joined(executor).where(where).$dynamic(), rentals.seq, query);
  const total = await totalOfPage(rows, query.page, async () => {
    const [counted] = await joined(executor).where(where).limit(1);
    return counted ? Number(counted.total) : 0;
  });
  return { rows, total };
}

/** One rental, by seq or rental number; with `memberSeq`, only that member's. */
export async function findRental(
  executor: Executor,
  key: { seq?: number; rentalNo?: string },
  memberSeq?: number,
): Promise<RentalJoined | null> {
  return firstOrNull(
    joined(executor)
      .where(
        and(
          key.seq !== undefined ? eq(rentals.seq, key.seq) : undefined,
          key.rentalNo !== undefined ? eq(rentals.rentalNo, key.rentalNo) : undefined,
          memberSeq === undefined ? undefined : eq(rentals.memberSeq, memberSeq),
        ),
      )
      .limit(1),
  );
}

/** The rental row locked for the rest of the transaction (extensions and saves take turns). */
export async function lockRental(executor: Executor, seq: number): Promise<RentalRow | null> {
  return firstOrNull(executor.select().from(rentals).where(eq(rentals.seq, seq)).for('update'));
}

export async function updateRental(
  executor: Executor,
  seq: number,
  values: Partial<typeof rentals.$inferInsert>,
) {
  await executor.update(rentals).set(values).where(eq(rentals.seq, seq));
}

export async function insertRentalHistory(
  executor: Executor,
  values: typeof rentalHistory.$inferInsert,
) {
  await executor.insert(rentalHistory).values(values);
}

export async function findRentalHistory(executor: Executor, rentalSeq: number) {
  return executor
    .select()
    .from(rentalHistory)
    .where(eq(rentalHistory.rentalSeq, rentalSeq))
    .orderBy(rentalHistory.seq);
}
