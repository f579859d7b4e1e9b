import type { Executor } from '../../db/client';
import * as repository from './sale.repository';

/**
 * For a product's edit, inside its transaction and before the product is locked: a rename
 * rewrites what its listings are found by (the database's trigger, migration 0013), so their rows
 * are taken first, in the store's lock order (listing, then product), and a purchase or a
 * listing's edit under way waits or is waited for instead of deadlocking. Apart from
 * sale.service.ts, which needs the product module itself.
 */
export const lockListingsOfProduct = (executor: Executor, productSeq: number) =>
  repository.lockListingsOfProduct(executor, productSeq);
