import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countRows, firstOrNull, ownRowUpdater } from '../../db/rows';
import { cartLines, deliveryAddresses, restockNotices, sales, wishes } from '../../db/schema';

export type CartLineRow = typeof cartLines.$inferSelect;
export type AddressRow = typeof deliveryAddresses.$inferSelect;

// ---- cart ----------------------------------------------------------------------------------------

export const findCartLines = (executor: Executor, memberSeq: number) =>
  executor
    .select()
    .from(cartLines)
    .where(eq(cartLines.memberSeq, memberSeq))
    .orderBy(desc(cartLines.seq));

export const findCartLinesBySeqs = (executor: Executor, memberSeq: number, seqs: number[]) =>
  executor
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.memberSeq, memberSeq), inArray(cartLines.seq, seqs)))
    .orderBy(asc(cartLines.seq));

export const findCartLine = (executor: Executor, memberSeq: number, seq: number) =>
  firstOrNull(
    executor
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.memberSeq, memberSeq), eq(cartLines.seq, seq)))
      .limit(1),
  );

export const findSameChoice = (
  executor: Executor,
  line: { memberSeq: number; saleSeq: number; orderType: string; rentalPeriod: number },
) =>
  firstOrNull(
    executor
      .select()
      .from(cartLines)
      .where(
        and(
          eq(cartLines.memberSeq, line.memberSeq),
          eq(cartLines.saleSeq, line.saleSeq),
          eq(cartLines.orderType, line.orderType),
          eq(cartLines.rentalPeriod, line.rentalPeriod),
        ),
      )
      .limit(1),
  );

export const countCartLines = (executor: Executor, memberSeq: number) =>
  countRows(executor, cartLines, eq(cartLines.memberSeq, memberSeq));

/**
 * Puts a line in the cart, or adds its count to the line of the same listing, mode and period
 * (one statement, so two adds at once both count). Answers the line as it now is.
 */
export async function addCartLine(executor: Executor, values: typeof cartLines.$inferInsert) {
  const [row] = await executor
    .insert(cartLines)
    .values(values)
    .onConflictDoUpdate({
      target: [cartLines.memberSeq, cartLines.saleSeq, cartLines.orderType, cartLines.rentalPeriod],
      set: {
        count: sql`${cartLines.count} + excluded.count`,
        addedUnitPrice: sql`excluded.added_unit_price`,
        updateDttm: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export const updateCartLine = ownRowUpdater(cartLines);

export async function removeCartLines(executor: Executor, memberSeq: number, seqs: number[]) {
  if (seqs.length === 0) return 0;
  const rows = await executor
    .delete(cartLines)
    .where(and(eq(cartLines.memberSeq, memberSeq), inArray(cartLines.seq, seqs)))
    .returning({ seq: cartLines.seq });
  return rows.length;
}

// ---- wish list -----------------------------------------------------------------------------------

export const findWishes = (executor: Executor, memberSeq: number) =>
  executor
    .select({ saleSeq: wishes.saleSeq, insertDttm: wishes.insertDttm })
    .from(wishes)
    .where(eq(wishes.memberSeq, memberSeq))
    .orderBy(desc(wishes.insertDttm), desc(wishes.saleSeq));

export async function addWish(executor: Executor, memberSeq: number, saleSeq: number) {
  await executor.insert(wishes).values({ memberSeq, saleSeq }).onConflictDoNothing();
}

export async function removeWish(executor: Executor, memberSeq: number, saleSeq: number) {
  await executor
    .delete(wishes)
    .where(and(eq(wishes.memberSeq, memberSeq), eq(wishes.saleSeq, saleSeq)));
}

export const countWishes = (executor: Executor, memberSeq: number) =>
  countRows(executor, wishes, eq(wishes.memberSeq, memberSeq));

/**
 * Records a restock notice for every member who wished the listing (or the product's listings
 * that have units), unless one is still waiting
 * to be sent (the notification module sends them). In the transaction that brought units back.
 */
export async function recordRestockNotices(
  executor: Executor,
  of: { saleSeq: number } | { productSeq: number },
): Promise<number> {
  const listings =
    'saleSeq' in of
      ? sql`s.seq = ${of.saleSeq}`
      : sql`s.product_seq = ${of.productSeq} and s.quantity > 0`;
  const result = (await executor.execute(sql`
    insert into ${restockNotices} (member_seq, sale_seq, quantity)
    select w.member_seq, w.sale_seq, s.quantity
    from ${wishes} w join ${sales} s on s.seq = w.sale_seq
    where ${listings} and s.del_yn = false
      and not exists (select 1 from ${restockNotices} r
        where r.member_seq = w.member_seq and r.sale_seq = w.sale_seq and r.sent_dttm is null)
    returning seq`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

// ---- delivery addresses --------------------------------------------------------------------------

export const findAddresses = (executor: Executor, memberSeq: number) =>
  executor
    .select()
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.memberSeq, memberSeq))
    .orderBy(desc(deliveryAddresses.isDefault), asc(deliveryAddresses.seq));

export const countAddresses = (executor: Executor, memberSeq: number) =>
  countRows(executor, deliveryAddresses, eq(deliveryAddresses.memberSeq, memberSeq));

/** No address of the member is the default any more (before another one becomes it). */
export async function clearDefaultAddress(executor: Executor, memberSeq: number) {
  await executor
    .update(deliveryAddresses)
    .set({ isDefault: false })
    .where(and(eq(deliveryAddresses.memberSeq, memberSeq), eq(deliveryAddresses.isDefault, true)));
}

export async function insertAddress(
  executor: Executor,
  values: typeof deliveryAddresses.$inferInsert,
) {
  await executor.insert(deliveryAddresses).values(values);
}

export const updateAddress = ownRowUpdater(deliveryAddresses);

export async function deleteAddress(executor: Executor, memberSeq: number, seq: number) {
  const rows = await executor
    .delete(deliveryAddresses)
    .where(and(eq(deliveryAddresses.memberSeq, memberSeq), eq(deliveryAddresses.seq, seq)))
    .returning({ seq: deliveryAddresses.seq, isDefault: deliveryAddresses.isDefault });
  return rows[0] ?? null;
}
