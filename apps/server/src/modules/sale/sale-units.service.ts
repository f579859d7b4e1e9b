import { STOCK_TEXT } from '@store/contract';
import type { Executor } from '../../db/client';
import { recordStockChange } from '../product/product.service';
import * as repository from './sale.repository';

/** What the stock history says of units an order moved; the order flows fill what they know. */
export interface UnitsNote {
  orderSeq?: number | null;
  paymentLineSeq?: number | null;
  actorMemberSeq?: number | null;
  reason?: string;
}

/**
 * Stock rules (architecture.md, "Rules: stock") for orders and rentals (inside their transaction): takes
 * `count` units from the listing and the product when both have them, bumps both versions and
 * writes an ORDER row to the stock history. False when either falls short (the caller rolls back).
 */
export async function takeUnits(
  executor: Executor,
  saleSeq: number,
  productSeq: number,
  count: number,
  note: UnitsNote = {},
): Promise<boolean> {
  const after = await repository.takeUnits(executor, saleSeq, productSeq, count);
  if (!after) return false;
  await recordStockChange(executor, {
    productSeq,
    saleSeq,
    kind: 'ORDER',
    stockDelta: -count,
    stockAfter: after.stock,
    quantityDelta: -count,
    quantityAfter: after.quantity,
    orderSeq: note.orderSeq ?? null,
    paymentLineSeq: note.paymentLineSeq ?? null,
    actorMemberSeq: note.actorMemberSeq ?? null,
    reason: note.reason ?? STOCK_TEXT.orderReason,
  });
  return true;
}

/** Gives `count` units back to the listing and the product, with a RESTORE row in the history. */
export async function giveBackUnits(
  executor: Executor,
  saleSeq: number,
  productSeq: number,
  count: number,
  note: UnitsNote = {},
): Promise<void> {
  const after = await repository.giveBackUnits(executor, saleSeq, productSeq, count);
  await recordStockChange(executor, {
    productSeq,
    saleSeq,
    kind: 'RESTORE',
    stockDelta: count,
    stockAfter: after.stock,
    quantityDelta: count,
    quantityAfter: after.quantity,
    orderSeq: note.orderSeq ?? null,
    paymentLineSeq: note.paymentLineSeq ?? null,
    actorMemberSeq: note.actorMemberSeq ?? null,
    reason: note.reason ?? '',
  });
}
