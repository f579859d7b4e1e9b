import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { seqKey, softDelete, timestamps } from './columns';

export const members = pgTable(
  'member',
  {
    ...seqKey,
    memberNo: varchar('member_no', { length: 20 }).notNull().unique(),
    memberId: varchar('member_id', { length: 50 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 13 }),
    birthDate: date('birth_date', { mode: 'string' }),
    postCode: varchar('post_code', { length: 10 }),
    addr: varchar('addr', { length: 200 }),
    addrDetail: varchar('addr_detail', { length: 200 }),
    /** Roles joined by commas, as the token's `scp` claim carries them. */
    roles: varchar('roles', { length: 100 }).notNull().default('ROLE_USER'),
    /** Bumped on password change, withdrawal, disable and delete: older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The one- and two-character pieces of the id, number, name, e-mail and phone, kept by the
     * database (search_grams, migration 0016): the administrators' member search finds its
     * candidates through their index, however short the word (member.repository.ts).
     */
    searchGrams: text('search_grams')
      .array()
      .generatedAlwaysAs(
        sql`search_grams(member_id, member_no, coalesce(name, '') || E'\\n' || coalesce(email, '') || E'\\n' || coalesce(phone, ''))`,
      ),
    /**
     * The id, name, e-mail, phone and number, one a line (migration 0019): the member search walks
     * its index newest first for a common word, reading no table rows (member.repository.ts).
     */
    searchLine: text('search_line').generatedAlwaysAs(
      sql`member_id || E'\\n' || name || E'\\n' || coalesce(email, '') || E'\\n' || coalesce(phone, '') || E'\\n' || member_no`,
    ),
    ...softDelete,
    ...timestamps,
  },
  (table) => [
    // Ids stay reserved after withdrawal (the row is kept for orders), so unique over all rows.
    uniqueIndex('member_member_id_key').on(sql`lower(${table.memberId})`),
    // An e-mail belongs to one active member.
    uniqueIndex('member_email_active_key')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.delYn} = false and ${table.email} is not null`),
    index('member_search_grams_idx').using('gin', table.searchGrams).with({ fastupdate: false }),
    index('member_search_line_idx').on(table.seq, table.searchLine),
  ],
);

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;
