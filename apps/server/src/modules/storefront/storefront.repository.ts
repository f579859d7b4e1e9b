import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { LegalDocumentKind, ShopInfoValues } from '@store/contract';
import type { Executor } from '../../db/client';
import { firstOrNull } from '../../db/rows';
import {
  legalDocuments,
  memberConsents,
  members,
  shopSettings,
  type LegalDocumentRow,
  type ShopSettingRow,
} from '../../db/schema';

export type { LegalDocumentRow, ShopSettingRow };

/** The shop's one settings row, or null before anyone saved it. */
export async function findShopSettings(executor: Executor): Promise<ShopSettingRow | null> {
  return firstOrNull(executor.select().from(shopSettings).where(eq(shopSettings.seq, 1)));
}

/** Writes the settings row, or replaces what it holds. */
export async function saveShopSettings(
  executor: Executor,
  values: ShopInfoValues,
  at: Date,
): Promise<ShopSettingRow> {
  const [row] = await executor
    .insert(shopSettings)
    .values({ seq: 1, ...values, insertDttm: at, updateDttm: at })
    .onConflictDoUpdate({ target: shopSettings.seq, set: { ...values, updateDttm: at } })
    .returning();
  return row!;
}

/** The newest version of each kind that has one. */
export async function findCurrentVersions(
  executor: Executor,
): Promise<Map<LegalDocumentKind, number>> {
  const rows = await executor
    .select({ kind: legalDocuments.kind, version: max(legalDocuments.version) })
    .from(legalDocuments)
    .groupBy(legalDocuments.kind);
  return new Map(rows.map((row) => [row.kind as LegalDocumentKind, Number(row.version)]));
}

/**
 * Writes version 1 of a kind unless some process wrote it first: the unique (kind, version)
 * index decides, and the loser writes nothing.
 */
export async function insertFirstVersion(
  executor: Executor,
  document: { kind: LegalDocumentKind; title: string; body: string; at: Date },
): Promise<void> {
  await executor
    .insert(legalDocuments)
    .values({
      kind: document.kind,
      version: 1,
      title: document.title,
      body: document.body,
      insertDttm: document.at,
    })
    .onConflictDoNothing({ target: [legalDocuments.kind, legalDocuments.version] });
}

/** A new version; null when that version exists already (another administrator published it). */
export async function insertVersion(
  executor: Executor,
  document: {
    kind: LegalDocumentKind;
    version: number;
    title: string;
    body: string;
    authorSeq: number;
    at: Date;
  },
): Promise<LegalDocumentRow | null> {
  const [row] = await executor
    .insert(legalDocuments)
    .values({
      kind: document.kind,
      version: document.version,
      title: document.title,
      body: document.body,
      authorSeq: document.authorSeq,
      insertDttm: document.at,
    })
    .onConflictDoNothing({ target: [legalDocuments.kind, legalDocuments.version] })
    .returning();
  return row ?? null;
}

/** One version of a kind, or its newest when `version` is not given. */
export async function findDocument(
  executor: Executor,
  kind: LegalDocumentKind,
  version?: number,
): Promise<LegalDocumentRow | null> {
  return firstOrNull(
    executor
      .select()
      .from(legalDocuments)
      .where(
        and(
          eq(legalDocuments.kind, kind),
          version === undefined ? undefined : eq(legalDocuments.version, version),
        ),
      )
      .orderBy(desc(legalDocuments.version))
      .limit(1),
  );
}

/** Every version of a kind, newest first, without their texts. */
export async function findVersions(executor: Executor, kind: LegalDocumentKind) {
  return executor
    .select({
      version: legalDocuments.version,
      title: legalDocuments.title,
      insertDttm: legalDocuments.insertDttm,
    })
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, kind))
    .orderBy(desc(legalDocuments.version));
}

/** The newest version of every kind, with the id of the administrator who wrote it. */
export async function findCurrentDocuments(executor: Executor) {
  return executor
    .selectDistinctOn([legalDocuments.kind], {
      document: legalDocuments,
      authorId: members.memberId,
    })
    .from(legalDocuments)
    .leftJoin(members, eq(members.seq, legalDocuments.authorSeq))
    .orderBy(legalDocuments.kind, desc(legalDocuments.version));
}

/** A member's answers, appended: one row per document answered. */
export async function insertConsents(
  executor: Executor,
  rows: {
    memberSeq: number;
    kind: LegalDocumentKind;
    version: number;
    agreed: boolean;
    at: Date;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await executor
    .insert(memberConsents)
    .values(rows.map(({ at, ...row }) => ({ ...row, insertDttm: at })));
}

/** Every answer of a member, newest first. */
export async function findConsents(executor: Executor, memberSeq: number) {
  return executor
    .select()
    .from(memberConsents)
    .where(eq(memberConsents.memberSeq, memberSeq))
    .orderBy(desc(memberConsents.seq));
}

/** Whether the member exists (in any state: a withdrawn member's answers stay readable). */
export async function memberExists(executor: Executor, memberSeq: number): Promise<boolean> {
  const [row] = await executor
    .select({ found: sql<number>`1` })
    .from(members)
    .where(eq(members.seq, memberSeq));
  return row !== undefined;
}
