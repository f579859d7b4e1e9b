import { afterAll, beforeAll } from 'vitest';
import type { products, sales } from '../db/schema';
import type { Clock } from '../platform/clock';
import { createListing } from './catalogue-factories';
import { createMember, signIn, signInNewMember, type TestMember } from './factories';
import { createOrder } from './order-factories';
import { createTestApp, type TestApp } from './test-app';

type Listing = Awaited<ReturnType<typeof createListing>>;

export type OrderingShop = TestApp & {
  /** The member whose orders the tests make, and their bearer header. */
  owner: TestMember;
  ownerHeaders: Record<string, string>;
  /** Another member, for what the owner's orders must not show them. */
  otherHeaders: Record<string, string>;
  adminMember: TestMember;
  adminHeaders: Record<string, string>;
  product: Listing['product'];
  sale: Listing['sale'];
};

/**
 * The file's test app with one listing to order and three people signed in: the owner of the
 * orders, another member and an administrator. Built before the file's tests, closed after them.
 */
export function useOrderingShop(options: {
  clock?: Clock;
  ownerName: string;
  product?: Partial<typeof products.$inferInsert>;
  sale?: Partial<typeof sales.$inferInsert>;
}): OrderingShop {
  const shop = {} as OrderingShop;
  beforeAll(async () => {
    Object.assign(shop, await createTestApp(options.clock ? { clock: options.clock } : {}));
    shop.owner = await createMember(shop.ctx, { name: options.ownerName });
    shop.ownerHeaders = (await signIn(shop.app, shop.owner)).headers;
    shop.otherHeaders = await signInNewMember(shop);
    shop.adminMember = await createMember(shop.ctx, { admin: true });
    shop.adminHeaders = (await signIn(shop.app, shop.adminMember)).headers;
    const { product, sale } = await createListing(shop.ctx, options);
    Object.assign(shop, { product, sale });
  });
  afterAll(() => shop.close());
  return shop;
}

/** An order of the shop's listing by its owner, written straight to the database (see createOrder). */
export const createOwnerOrder = (
  shop: OrderingShop,
  values: Parameters<typeof createOrder>[3] = {},
  options: Parameters<typeof createOrder>[4] = {},
) =>
  createOrder(
    shop.ctx,
    { seq: shop.owner.row.seq, name: shop.owner.row.name },
    shop.sale,
    values,
    options,
  );
