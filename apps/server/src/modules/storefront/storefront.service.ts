import {
  LEGAL_DOCUMENT_KINDS,
  LEGAL_DOCUMENT_KIND_CODES,
  SHOP_INFO_LABELS,
  SIGNUP_AGREEMENT_KINDS,
  STOREFRONT_TEXT,
  fillShopDetails,
  success,
  toKoreaIso,
  type AdminLegalDocument,
  type LegalDocument,
  type LegalDocumentKind,
  type MemberConsent,
  type PublishLegalDocumentBody,
  type ShopInfo,
  type ShopInfoBody,
  type ShopInfoField,
  type SignupAgreement,
  type SignupAgreements,
} from '@store/contract';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { STORE_NAME } from '../../platform/html';
import { CATALOGUE_TAGS } from '../../platform/public-cache';
import { cachedQuery } from '../../platform/query-cache';
import type { Principal } from '../../plugins/auth';
import { DEFAULT_DOCUMENTS } from './default-documents';
import * as repository from './storefront.repository';

const SHOP_INFO_FIELDS = Object.keys(SHOP_INFO_LABELS) as ShopInfoField[];

function toShopInfo(row: repository.ShopSettingRow | null): ShopInfo {
  const info = Object.fromEntries(
    SHOP_INFO_FIELDS.map((field) => [field, row?.[field] ?? '']),
  ) as Record<ShopInfoField, string>;
  return {
    ...info,
    // Before the details are registered the footer still names the store.
    companyName: row?.companyName ?? STORE_NAME,
    updateDttm: row ? toKoreaIso(row.updateDttm) : null,
  };
}

/**
 * The shop's details as `executor` reads them now, not kept: a message rendered in the
 * transaction of its cause reads them there (on the embedded database a read outside the open
 * transaction would wait for it).
 */
export async function readShopInfo(executor: Executor): Promise<ShopInfo> {
  return toShopInfo(await repository.findShopSettings(executor));
}

/** The details every page's footer shows, kept in the catalogue cache until they are saved. */
const shopInfo = cachedQuery(
  'shop-info',
  () => [CATALOGUE_TAGS.shopInfo],
  (ctx: AppContext) => readShopInfo(ctx.db),
);

export const getShopInfo = (ctx: AppContext): Promise<ShopInfo> => ctx.cache.get(shopInfo, null);

export async function saveShopInfo(ctx: AppContext, body: ShopInfoBody) {
  const row = await repository.saveShopSettings(ctx.db, body, ctx.clock.now());
  return { info: toShopInfo(row), message: success(STOREFRONT_TEXT.infoSaved) };
}

/**
 * The version in effect of every kind. A kind without one gets the shop's default text as
 * version 1 now, the first time anything reads it (decisions.md, "Legal storefront"): the unique
 * (kind, version) index lets one writer win when processes race, and the others read its row.
 */
async function ensureDocuments(
  executor: Executor,
  at: Date,
): Promise<Map<LegalDocumentKind, number>> {
  const current = await repository.findCurrentVersions(executor);
  const missing = LEGAL_DOCUMENT_KIND_CODES.filter((kind) => !current.has(kind));
  if (missing.length === 0) return current;
  for (const kind of missing) {
    await repository.insertFirstVersion(executor, { kind, ...DEFAULT_DOCUMENTS[kind], at });
  }
  return repository.findCurrentVersions(executor);
}

const versionOf = (versions: Map<LegalDocumentKind, number>, kind: LegalDocumentKind) =>
  versions.get(kind) ?? 1;

/** A version as a reader sees it: the shop's details filled into its text. */
async function loadDocument(
  ctx: AppContext,
  { kind, version }: { kind: LegalDocumentKind; version: number | undefined },
): Promise<LegalDocument | null> {
  const current = await ensureDocuments(ctx.db, ctx.clock.now());
  const row = await repository.findDocument(ctx.db, kind, version);
  if (!row) return null;
  const info = await readShopInfo(ctx.db);
  return {
    kind,
    kindName: LEGAL_DOCUMENT_KINDS[kind],
    version: row.version,
    title: row.title,
    body: fillShopDetails(row.body, info),
    effectiveDttm: toKoreaIso(row.insertDttm),
    currentVersion: versionOf(current, kind),
  };
}

const legalDocument = cachedQuery(
  'legal-document',
  () => [CATALOGUE_TAGS.legalDocuments, CATALOGUE_TAGS.shopInfo],
  loadDocument,
);

/** A document's version in effect, or the older `version` asked for. */
export async function getDocument(
  ctx: AppContext,
  kind: LegalDocumentKind,
  version?: number,
): Promise<LegalDocument> {
  const document = await ctx.cache.get(legalDocument, { kind, version });
  if (!document) throw new AppError('LEGAL_DOCUMENT_NOT_FOUND');
  return document;
}

const legalDocumentVersions = cachedQuery(
  'legal-document-versions',
  () => [CATALOGUE_TAGS.legalDocuments],
  async (ctx: AppContext, kind: LegalDocumentKind) => {
    await ensureDocuments(ctx.db, ctx.clock.now());
    const rows = await repository.findVersions(ctx.db, kind);
    return {
      kind,
      kindName: LEGAL_DOCUMENT_KINDS[kind],
      versions: rows.map((row) => ({
        version: row.version,
        title: row.title,
        effectiveDttm: toKoreaIso(row.insertDttm),
      })),
    };
  },
);

/** Every version of a document, the one in effect first. */
export const listVersions = (ctx: AppContext, kind: LegalDocumentKind) =>
  ctx.cache.get(legalDocumentVersions, kind);

/** A stored kind with the name it is shown by. */
function namedKind(stored: string) {
  const kind = stored as LegalDocumentKind;
  return { kind, kindName: LEGAL_DOCUMENT_KINDS[kind] };
}

function toAdminDocument(
  row: repository.LegalDocumentRow,
  authorId: string | null,
): AdminLegalDocument {
  return {
    ...namedKind(row.kind),
    version: row.version,
    title: row.title,
    body: row.body,
    effectiveDttm: toKoreaIso(row.insertDttm),
    authorId,
  };
}

/** The version in effect of each document, as written (placeholders and all), in kind order. */
export async function listAdminDocuments(ctx: AppContext) {
  await ensureDocuments(ctx.db, ctx.clock.now());
  const rows = await repository.findCurrentDocuments(ctx.db);
  const order = (kind: string) => LEGAL_DOCUMENT_KIND_CODES.indexOf(kind as LegalDocumentKind);
  return {
    documentList: rows
      .sort((a, b) => order(a.document.kind) - order(b.document.kind))
      .map((row) => toAdminDocument(row.document, row.authorId)),
  };
}

/**
 * Publishes the next version of a document; it is in effect from now. Versions are never
 * changed, so what a member agreed to stays readable. An edit begun from a version that is no
 * longer the newest (another administrator published meanwhile) is refused.
 */
export async function publishDocument(
  ctx: AppContext,
  principal: Principal,
  kind: LegalDocumentKind,
  body: PublishLegalDocumentBody,
) {
  return inTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const current = versionOf(await ensureDocuments(tx, now), kind);
    if (body.baseVersion !== undefined && body.baseVersion !== current) {
      throw new AppError('STALE_EDIT');
    }
    const row = await repository.insertVersion(tx, {
      kind,
      version: current + 1,
      title: body.title,
      body: body.body,
      authorSeq: principal.seq,
      at: now,
    });
    if (!row) throw new AppError('STALE_EDIT');
    return {
      document: toAdminDocument(row, principal.memberId),
      message: success(STOREFRONT_TEXT.documentPublished(LEGAL_DOCUMENT_KINDS[kind], row.version)),
    };
  });
}

/**
 * Records answers to documents with the versions in effect now, in the caller's transaction
 * (sign-up's, or the change of a setting that is a consent).
 */
export async function recordConsents(
  executor: Executor,
  ctx: AppContext,
  memberSeq: number,
  answers: Partial<Record<LegalDocumentKind, boolean>>,
): Promise<void> {
  const at = ctx.clock.now();
  const current = await ensureDocuments(executor, at);
  const rows = (Object.entries(answers) as [LegalDocumentKind, boolean][]).map(
    ([kind, agreed]) => ({ memberSeq, kind, version: versionOf(current, kind), agreed, at }),
  );
  await repository.insertConsents(executor, rows);
}

/** Sign-up's three answers (DESIGN §17), each with the version the person was shown. */
export const recordSignupConsents = (
  executor: Executor,
  ctx: AppContext,
  memberSeq: number,
  agreements: SignupAgreements,
) =>
  recordConsents(
    executor,
    ctx,
    memberSeq,
    Object.fromEntries(
      (Object.keys(SIGNUP_AGREEMENT_KINDS) as SignupAgreement[]).map((key) => [
        SIGNUP_AGREEMENT_KINDS[key],
        agreements[key],
      ]),
    ),
  );

/** A member's answers, newest first (the administrator's view). */
export async function listMemberConsents(
  ctx: AppContext,
  memberSeq: number,
): Promise<{ consents: MemberConsent[] }> {
  if (!(await repository.memberExists(ctx.db, memberSeq))) throw new AppError('MEMBER_NOT_FOUND');
  const rows = await repository.findConsents(ctx.db, memberSeq);
  return {
    consents: rows.map((row) => ({
      ...namedKind(row.kind),
      version: row.version,
      agreed: row.agreed,
      insertDttm: toKoreaIso(row.insertDttm),
    })),
  };
}
