import { and, asc, count, desc, eq } from 'drizzle-orm';
import { toKoreaIso, type Delivery } from '@store/contract';
import type { Executor } from '../../db/client';
import { pageOffset } from '../../db/paging';
import { deliveryCompanies } from '../../db/schema';

type DeliveryRow = typeof deliveryCompanies.$inferSelect;

export const toDelivery = (row: DeliveryRow): Delivery => ({
  seq: row.seq,
  code: row.code,
  name: row.name,
  callNo: row.callNo,
  insertDttm: toKoreaIso(row.insertDttm),
  updateDttm: toKoreaIso(row.updateDttm),
});

const isActive = eq(deliveryCompanies.delYn, false);

export async function findDeliveryOptions(executor: Executor) {
  return executor
    .select({
      seq: deliveryCompanies.seq,
      code: deliveryCompanies.code,
      name: deliveryCompanies.name,
      callNo: deliveryCompanies.callNo,
    })
    .from(deliveryCompanies)
    .where(and(isActive, eq(deliveryCompanies.useYn, true)))
    .orderBy(asc(deliveryCompanies.seq));
}

export async function findDeliveryPage(executor: Executor, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(deliveryCompanies)
      .where(isActive)
      .orderBy(desc(deliveryCompanies.seq))
      .limit(size)
      .offset(pageOffset(page, size)),
    executor.select({ total: count() }).from(deliveryCompanies).where(isActive),
  ]);
  return { rows: rows.map(toDelivery), total: total?.total ?? 0 };
}

export async function findActiveDelivery(executor: Executor, seq: number) {
  const [row] = await executor
    .select()
    .from(deliveryCompanies)
    .where(and(eq(deliveryCompanies.seq, seq), isActive))
    .limit(1);
  return row ?? null;
}

export async function findActiveDeliveryByCode(executor: Executor, code: string) {
  const [row] = await executor
    .select()
    .from(deliveryCompanies)
    .where(and(eq(deliveryCompanies.code, code), isActive))
    .limit(1);
  return row ?? null;
}

export async function insertDelivery(
  executor: Executor,
  values: typeof deliveryCompanies.$inferInsert,
) {
  await executor.insert(deliveryCompanies).values(values);
}

export async function updateDelivery(
  executor: Executor,
  seq: number,
  values: Partial<typeof deliveryCompanies.$inferInsert>,
) {
  const [row] = await executor
    .update(deliveryCompanies)
    .set(values)
    .where(and(eq(deliveryCompanies.seq, seq), isActive))
    .returning();
  return row ?? null;
}
