import { desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  banners,
  categories,
  contacts,
  deliveryCompanies,
  members,
  orders,
  payments,
  productImages,
  products,
  rentals,
  saleImages,
  sales,
} from '../../db/schema';

/** Kinds of real values a request can name: numbers and keys of rows that exist (or existed). */
export const POOL_KEYS = [
  'member.seq',
  'member.memberId',
  'member.memberNo',
  'member.email',
  'category.seq',
  'category.name',
  'delivery.seq',
  'delivery.code',
  'banner.seq',
  'product.seq',
  'product.productNo',
  'image.name',
  'sale.seq',
  'sale.saleNo',
  'sale.title',
  'order.seq',
  'order.orderNo',
  'order.tracking',
  'rental.seq',
  'rental.rentalNo',
  'contact.seq',
  'payment.tid',
  'payment.pgToken',
  'payment.approvedTid',
  'payment.quantity',
  'email.requested',
  'email.code',
] as const;
export type PoolKey = (typeof POOL_KEYS)[number];

/** A value drawn from the pool when the request is sent: the `i`-th known one (modulo). */
export interface Ref {
  $ref: PoolKey;
  i: number;
  /** Appended to the value: a real key with something hostile behind it. */
  suffix?: string;
  /** The value that belongs to this sibling field's value (the code of that e-mail), if known. */
  by?: string;
}

/** A map key for any value, hostile objects included (`String({ toString: 'x' })` throws). */
const keyOf = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

export const isRef = (value: unknown): value is Ref =>
  typeof value === 'object' && value !== null && '$ref' in value;

const LIMIT = 40;

/**
 * What the database holds right now, newest first, read again after every accepted write.
 * Generated requests carry only indexes into it, so a seed replays the same requests.
 */
export class ValuePool {
  private readonly values = new Map<PoolKey, unknown[]>();
  private readonly remembered = new Map<PoolKey, unknown[]>();
  private readonly belonging = new Map<PoolKey, Map<string, unknown>>();
  private stale = true;

  constructor(private readonly db: Database) {}

  /** Something may have changed: read again before the next request is resolved. */
  markStale(): void {
    this.stale = true;
  }

  /** A value the database does not keep (a payment's pg_token). */
  remember(key: PoolKey, value: unknown): void {
    const list = this.remembered.get(key) ?? [];
    list.unshift(value);
    this.remembered.set(key, list.slice(0, LIMIT));
  }

  /** A value that goes with another (a pg_token with its tid): what a `by` reference finds. */
  rememberFor(key: PoolKey, owner: unknown, value: unknown): void {
    const map = this.belonging.get(key) ?? new Map<string, unknown>();
    map.set(keyOf(owner), value);
    this.belonging.set(key, map);
    this.remember(key, value);
  }

  size(key: PoolKey): number {
    return (this.values.get(key) ?? this.remembered.get(key) ?? []).length;
  }

  async resolve(value: unknown): Promise<unknown> {
    if (this.stale) await this.refresh();
    return this.substitute(value);
  }

  private substitute(value: unknown, siblings: Record<string, unknown> = {}): unknown {
    if (isRef(value)) {
      const owner = value.by === undefined ? undefined : siblings[value.by];
      const belonging = owner === undefined ? undefined : this.belonging.get(value.$ref);
      const list = this.values.get(value.$ref) ?? this.remembered.get(value.$ref) ?? [];
      // Nothing of that kind yet: a number or key that cannot exist.
      const picked =
        belonging?.get(keyOf(owner)) ??
        (list.length > 0 ? list[value.i % list.length] : value.i + 1_000_000);
      return value.suffix === undefined ? picked : `${keyOf(picked)}${value.suffix}`;
    }
    if (Array.isArray(value)) return value.map((item) => this.substitute(item));
    if (typeof value === 'object' && value !== null) {
      // Plain values first, then the ones that belong to them.
      const entries = Object.entries(value);
      const resolved: Record<string, unknown> = {};
      for (const [name, item] of entries) {
        if (!isRef(item) || item.by === undefined) resolved[name] = this.substitute(item);
      }
      for (const [name, item] of entries) {
        if (isRef(item) && item.by !== undefined) resolved[name] = this.substitute(item, resolved);
      }
      return Object.fromEntries(entries.map(([name]) => [name, resolved[name]]));
    }
    return value;
  }

  private async refresh(): Promise<void> {
    const db = this.db;
    /** Sets each key to the values `rows` give it: what its `pick` answers for each row. */
    const setFrom = <R>(rows: R[], picks: Partial<Record<PoolKey, (row: R) => unknown[]>>) => {
      for (const [key, pick] of Object.entries(picks))
        this.values.set(key as PoolKey, rows.flatMap(pick));
    };
    const memberRows = await db
      .select({
        seq: members.seq,
        id: members.memberId,
        no: members.memberNo,
        email: members.email,
      })
      .from(members)
      .orderBy(desc(members.seq))
      .limit(LIMIT);
    setFrom(memberRows, {
      'member.seq': (row) => [row.seq],
      'member.memberId': (row) => [row.id],
      'member.memberNo': (row) => [row.no],
      'member.email': (row) => (row.email ? [row.email] : []),
    });
    this.belonging.set(
      'member.email',
      new Map(memberRows.flatMap((row) => (row.email ? [[row.id, row.email] as const] : []))),
    );
    const categoryRows = await db
      .select({ seq: categories.seq, name: categories.name })
      .from(categories)
      .orderBy(desc(categories.seq))
      .limit(LIMIT);
    setFrom(categoryRows, {
      'category.seq': (row) => [row.seq],
      'category.name': (row) => [row.name],
    });
    const deliveryRows = await db
      .select({ seq: deliveryCompanies.seq, code: deliveryCompanies.code })
      .from(deliveryCompanies)
      .orderBy(desc(deliveryCompanies.seq))
      .limit(LIMIT);
    setFrom(deliveryRows, {
      'delivery.seq': (row) => [row.seq],
      'delivery.code': (row) => [row.code],
    });
    const bannerRows = await db
      .select({ seq: banners.seq })
      .from(banners)
      .orderBy(desc(banners.seq))
      .limit(LIMIT);
    setFrom(bannerRows, { 'banner.seq': (row) => [row.seq] });
    const productRows = await db
      .select({ seq: products.seq, no: products.productNo, category: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.seq, products.categorySeq))
      .orderBy(desc(products.seq))
      .limit(LIMIT);
    setFrom(productRows, {
      'product.seq': (row) => [row.seq],
      'product.productNo': (row) => [row.no],
    });
    // A listing names its product and that product's category.
    this.belonging.set('category.name', new Map(productRows.map((row) => [row.no, row.category])));
    const saleRows = await db
      .select({ seq: sales.seq, no: sales.saleNo, title: sales.title })
      .from(sales)
      .orderBy(desc(sales.seq))
      .limit(LIMIT);
    setFrom(saleRows, {
      'sale.seq': (row) => [row.seq],
      'sale.saleNo': (row) => [row.no],
      'sale.title': (row) => [row.title],
    });
    const images = [
      ...(await db
        .select({ name: productImages.name })
        .from(productImages)
        .orderBy(desc(productImages.seq))
        .limit(LIMIT / 2)),
      ...(await db
        .select({ name: saleImages.name })
        .from(saleImages)
        .orderBy(desc(saleImages.seq))
        .limit(LIMIT / 2)),
    ];
    setFrom(images, { 'image.name': (row) => [row.name] });
    const orderRows = await db
      .select({ seq: orders.seq, no: orders.orderNo, tracking: orders.tracking })
      .from(orders)
      .orderBy(desc(orders.seq))
      .limit(LIMIT);
    setFrom(orderRows, {
      'order.seq': (row) => [row.seq],
      'order.orderNo': (row) => [row.no],
      'order.tracking': (row) => (row.tracking ? [row.tracking] : []),
    });
    const rentalRows = await db
      .select({ seq: rentals.seq, no: rentals.rentalNo })
      .from(rentals)
      .orderBy(desc(rentals.seq))
      .limit(LIMIT);
    setFrom(rentalRows, {
      'rental.seq': (row) => [row.seq],
      'rental.rentalNo': (row) => [row.no],
    });
    const contactRows = await db
      .select({ seq: contacts.seq })
      .from(contacts)
      .orderBy(desc(contacts.seq))
      .limit(LIMIT);
    setFrom(contactRows, { 'contact.seq': (row) => [row.seq] });
    const paymentRows = await db
      .select({ tid: payments.tid })
      .from(payments)
      .where(isNotNull(payments.tid))
      .orderBy(desc(payments.seq))
      .limit(LIMIT);
    setFrom(paymentRows, { 'payment.tid': (row) => [row.tid] });
    this.stale = false;
  }
}
