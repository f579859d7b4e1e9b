import {
  boolean,
  integer,
  serial,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** `seq`: the row's serial primary key, which other tables reference. */
export const seqKey = {
  seq: serial('seq').primaryKey(),
};

/** When the row was written, set by the database. */
export const insertDttm = timestamp('insert_dttm', { withTimezone: true }).notNull().defaultNow();

/** `insertDttm` / `updateDttm`: set by the database, `updateDttm` refreshed on every update. */
export const timestamps = {
  insertDttm,
  updateDttm: timestamp('update_dttm', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** `useYn` (shown or in use) and `delYn` (soft-deleted: hidden from public lists and selects). */
export const softDelete = {
  useYn: boolean('use_yn').notNull().default(true),
  delYn: boolean('del_yn').notNull().default(false),
};

/** A required reference to another table's row (its `seq`). */
export const seqOf = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target);

/** Who viewed a row (a member, or a visitor's hashed address and browser), and when. */
export const viewer = {
  viewerKey: varchar('viewer_key', { length: 64 }).notNull(),
  insertDttm,
};

/** A stored picture of a row, in the order it is shown. */
export const picture = {
  name: varchar('name', { length: 100 }).notNull(),
  path: varchar('path', { length: 200 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
};

/** A row's one optional picture (a category's icon, a banner's image). */
export const optionalImage = {
  imageName: varchar('image_name', { length: 100 }),
  imagePath: varchar('image_path', { length: 200 }),
};

/** Where a delivery goes: who takes it, their phone, the address, and what the courier is asked. */
export const shippingAddress = {
  recipient: varchar('recipient', { length: 50 }).notNull(),
  phone: varchar('phone', { length: 13 }).notNull(),
  post: varchar('post', { length: 10 }).notNull(),
  addr: varchar('addr', { length: 200 }).notNull(),
  addrDetail: varchar('addr_detail', { length: 200 }).notNull().default(''),
  request: varchar('request', { length: 200 }).notNull().default(''),
};

/** What a line of a cart or a payment chose: bought or rented, for how many days, how many units. */
export const lineChoice = {
  orderType: varchar('order_type', { length: 4 }).notNull(),
  /** Days rented; 0 for a purchase. */
  rentalPeriod: integer('rental_period').notNull(),
  count: integer('count').notNull(),
};
