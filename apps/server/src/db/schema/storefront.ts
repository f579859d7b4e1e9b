import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { insertDttm, seqKey, timestamps } from './columns';
import { members } from './member';

/**
 * The shop's business details (DESIGN §17), edited by administrators and shown in every page's
 * footer, the mails and wherever the 고객센터 is named. One row (`seq` 1), written by the seed or
 * the first save.
 */
export const shopSettings = pgTable(
  'shop_setting',
  {
    seq: integer('seq').primaryKey().default(1),
    /** 상호 */
    companyName: varchar('company_name', { length: 100 }).notNull(),
    /** 대표자 */
    ceoName: varchar('ceo_name', { length: 50 }).notNull(),
    /** 사업장 주소 */
    businessAddress: varchar('business_address', { length: 300 }).notNull(),
    /** 고객센터 전화 */
    csPhone: varchar('cs_phone', { length: 20 }).notNull(),
    /** 고객센터 운영시간, as written (`평일 10:00~18:00 (점심 12:00~13:00, 주말·공휴일 휴무)`). */
    csHours: varchar('cs_hours', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** 사업자등록번호, `000-00-00000` */
    businessNo: varchar('business_no', { length: 12 }).notNull(),
    /** 통신판매업 신고번호 */
    mailOrderNo: varchar('mail_order_no', { length: 50 }).notNull(),
    /** 호스팅 제공자 */
    hostingProvider: varchar('hosting_provider', { length: 100 }).notNull(),
    /** 개인정보 보호책임자 */
    privacyOfficer: varchar('privacy_officer', { length: 50 }).notNull(),
    ...timestamps,
  },
  (table) => [check('shop_setting_one_row', sql`${table.seq} = 1`)],
);

export type ShopSettingRow = typeof shopSettings.$inferSelect;

/**
 * A version of one of the shop's documents: 이용약관, 개인정보처리방침, 대여 약관, 교환·반품·청약철회
 * 안내, and the consents sign-up asks for. Never updated: an edit writes the next version, so what
 * a member agreed to stays readable.
 */
export const legalDocuments = pgTable(
  'legal_document',
  {
    ...seqKey,
    /** TERMS, PRIVACY, RENTAL_TERMS, RETURN_POLICY, PRIVACY_COLLECTION, MARKETING (the contract's). */
    kind: varchar('kind', { length: 30 }).notNull(),
    version: integer('version').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    body: text('body').notNull(),
    /** The administrator who wrote it; null for the shop's default text. */
    authorSeq: integer('author_seq').references(() => members.seq),
    insertDttm,
  },
  (table) => [
    uniqueIndex('legal_document_kind_version_key').on(table.kind, table.version),
    check('legal_document_version_positive', sql`${table.version} > 0`),
  ],
);

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;

/**
 * What a member agreed to, or declined, and when: one row per document per answer, with the
 * version they were shown. Appended only; the newest row per kind is the member's answer.
 */
export const memberConsents = pgTable(
  'member_consent',
  {
    ...seqKey,
    memberSeq: integer('member_seq')
      .notNull()
      .references(() => members.seq),
    kind: varchar('kind', { length: 30 }).notNull(),
    version: integer('version').notNull(),
    agreed: boolean('agreed').notNull(),
    insertDttm,
  },
  (table) => [index('member_consent_member_idx').on(table.memberSeq, table.kind, table.seq)],
);

export type MemberConsentRow = typeof memberConsents.$inferSelect;
