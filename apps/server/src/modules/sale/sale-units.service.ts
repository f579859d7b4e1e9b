import { STOCK_TEXT } from '@store/contract';
import type { Executor } from '../../db/client';
import { noteChanges } from '../../db/transaction';
import { CATALOGUE_TAGS, productTag, saleTag } from '../../platform/public-cache';
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
 * What shows units that moved: the listing's detail, the details of its product's listings (they
 * show its stock), and the lists only when the listing sold out or came back (a card shows 품절 and
 * nothing else of its quantity; the lists' number is as fresh as the cache's lifetime, decisions.md).
 */
const unitsShownBy = (saleSeq: number, productNo: string | null, soldOutOrBack: boolean) => [
  saleTag(saleSeq),
  ...(productNo === null ? [] : [productTag(productNo)]),
  ...(soldOutOrBack ? [CATALOGUE_TAGS.saleLists] : []),
];

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
  await noteChanges(executor, unitsShownBy(saleSeq, after.productNo, after.quantity === 0));
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
  await noteChanges(executor, unitsShownBy(saleSeq, after.productNo, after.quantity === count));
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
