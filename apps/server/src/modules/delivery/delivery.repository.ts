import { and, asc, eq } from 'drizzle-orm';
import type { Delivery } from '@store/contract';
import type { Executor } from '../../db/client';
import type { Paging } from '../../db/paging';
import { koreaTimes } from '../../db/rows';
import { deliveryCompanies } from '../../db/schema';
import { softDeleted } from '../../db/soft-deleted';

type DeliveryRow = typeof deliveryCompanies.$inferSelect;

export const toDelivery = (row: DeliveryRow): Delivery => ({
  seq: row.seq,
  code: row.code,
  name: row.name,
  callNo: row.callNo,
  ...koreaTimes(row),
});

const table = softDeleted(deliveryCompanies);

export async function findDeliveryOptions(executor: Executor) {
  return executor
    .select({
      seq: deliveryCompanies.seq,
      code: deliveryCompanies.code,
      name: deliveryCompanies.name,
      callNo: deliveryCompanies.callNo,
    })
    .from(deliveryCompanies)
    .where(and(table.isActive, eq(deliveryCompanies.useYn, true)))
    .orderBy(asc(deliveryCompanies.seq));
}

export async function findDeliveryPage(executor: Executor, paging: Paging) {
  const { rows, total } = await table.findActivePage(executor, paging);
  return { rows: rows.map(toDelivery), total };
}

export const findActiveDelivery = table.findActiveBySeq;

export const findActiveDeliveryByCode = (executor: Executor, code: string) =>
  table.findActive(executor, eq(deliveryCompanies.code, code));

export async function insertDelivery(
  executor: Executor,
  values: typeof deliveryCompanies.$inferInsert,
) {
  await executor.insert(deliveryCompanies).values(values);
}

export const updateDelivery = table.updateActive;
