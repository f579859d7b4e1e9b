import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern, pageOffset } from '../../db/paging';
import {
  members,
  orders,
  products,
  rentalHistory,
  rentals,
  saleImages,
  sales,
} from '../../db/schema';

export type RentalRow = typeof rentals.$inferSelect;

const thumbnail = sql<string | null>`(
  select ${saleImages.path} from ${saleImages}
  where ${saleImages.saleSeq} = ${rentals.saleSeq} and ${saleImages.kind} = 'THUMBNAIL'
  order by ${saleImages.sortOrder}, ${saleImages.seq} limit 1)`;

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
  image: thumbnail,
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
    .select({ ...columns, total: sql<number>`count(*) over ()` })
    .from(rentals)
    .innerJoin(orders, eq(orders.seq, rentals.orderSeq))
    .innerJoin(products, eq(products.seq, rentals.productSeq))
    .innerJoin(sales, eq(sales.seq, rentals.saleSeq))
    .innerJoin(members, eq(members.seq, rentals.memberSeq));

export async function findRentalPage(
  executor: Executor,
  query: { memberSeq?: number; q?: string | undefined; page: number; size: number },
): Promise<{ rows: RentalJoined[]; total: number }> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    query.memberSeq === undefined ? undefined : eq(rentals.memberSeq, query.memberSeq),
    pattern
      ? or(
          ilike(rentals.rentalNo, pattern),
          ilike(products.name, pattern),
          ilike(members.memberId, pattern),
          ilike(orders.orderNo, pattern),
        )
      : undefined,
  );
  const rows = await joined(executor)
    .where(where)
    .orderBy(desc(rentals.seq))
    .limit(query.size)
    .offset(pageOffset(query.page, query.size));
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows[0] && query.page > 1) {
    const [counted] = await joined(executor).where(where).limit(1);
    total = counted ? Number(counted.total) : 0;
  }
  return { rows, total };
}

/** One rental, by seq or rental number; with `memberSeq`, only that member's. */
export async function findRental(
  executor: Executor,
  key: { seq?: number; rentalNo?: string },
  memberSeq?: number,
): Promise<RentalJoined | null> {
  const [row] = await joined(executor)
    .where(
      and(
        key.seq !== undefined ? eq(rentals.seq, key.seq) : undefined,
        key.rentalNo !== undefined ? eq(rentals.rentalNo, key.rentalNo) : undefined,
        memberSeq === undefined ? undefined : eq(rentals.memberSeq, memberSeq),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The rental row locked for the rest of the transaction (extensions and saves take turns). */
export async function lockRental(executor: Executor, seq: number): Promise<RentalRow | null> {
  const [row] = await executor.select().from(rentals).where(eq(rentals.seq, seq)).for('update');
  return row ?? null;
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
