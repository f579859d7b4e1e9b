import { boolean, timestamp } from 'drizzle-orm/pg-core';

/** `insertDttm` / `updateDttm`: set by the database, `updateDttm` refreshed on every update. */
export const timestamps = {
  insertDttm: timestamp('insert_dttm', { withTimezone: true }).notNull().defaultNow(),
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
