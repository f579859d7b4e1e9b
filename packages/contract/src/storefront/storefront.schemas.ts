import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { defineErrors, refusal } from '../common/errors';
import { rowNumber, seqParamsSchema } from '../common/form';
import { messageSchema } from '../common/messages';
import { EMAIL_FORMAT_TEXT, emailSchemaWith, requiredText } from '../common/rules';
import { emptyAsAbsent } from '../common/pagination';
import {
  BUSINESS_NO_PATTERN,
  LEGAL_DOCUMENT_KIND_CODES,
  businessNoDigits,
  formatShopPhone,
  hasValidCheckDigit,
} from './storefront.constants';
import { STOREFRONT_TEXT } from './storefront.messages';

export const STOREFRONT_ERRORS = defineErrors({
  LEGAL_DOCUMENT_NOT_FOUND: refusal(404, STOREFRONT_TEXT.documentNotFound),
});

/** `0000000000` or `000-00-00000`, kept as `000-00-00000`; its check digit must hold. */
const businessNoSchema = z
  .string({ error: STOREFRONT_TEXT.businessNoFormat })
  .trim()
  .transform((value) => {
    const digits = businessNoDigits(value);
    return /^[\d\s-]+$/.test(value) && digits.length === 10
      ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
      : value;
  })
  .pipe(
    z
      .string()
      .regex(BUSINESS_NO_PATTERN, { error: STOREFRONT_TEXT.businessNoFormat, abort: true })
      .refine(hasValidCheckDigit, STOREFRONT_TEXT.businessNoCheckDigit),
  );

const shopPhoneSchema = z
  .string({ error: STOREFRONT_TEXT.csPhoneInvalid })
  .max(20, STOREFRONT_TEXT.csPhoneInvalid)
  .transform((value, context) => {
    const phone = formatShopPhone(value);
    if (phone === null) {
      context.addIssue({ code: 'custom', message: STOREFRONT_TEXT.csPhoneInvalid });
      return z.NEVER;
    }
    return phone;
  });

/** The shop's business details as an administrator saves them (DESIGN §17), every one required. */
export const shopInfoBodySchema = z.object({
  companyName: requiredText(STOREFRONT_TEXT.companyNameRequired, 100),
  ceoName: requiredText(STOREFRONT_TEXT.ceoNameRequired, 50),
  businessAddress: requiredText(STOREFRONT_TEXT.businessAddressRequired, 300),
  csPhone: shopPhoneSchema,
  csHours: requiredText(STOREFRONT_TEXT.csHoursRequired, 200),
  email: emailSchemaWith(EMAIL_FORMAT_TEXT, STOREFRONT_TEXT.emailRequired),
  businessNo: businessNoSchema,
  mailOrderNo: requiredText(STOREFRONT_TEXT.mailOrderNoRequired, 50),
  hostingProvider: requiredText(STOREFRONT_TEXT.hostingProviderRequired, 100),
  privacyOfficer: requiredText(STOREFRONT_TEXT.privacyOfficerRequired, 50),
});
export type ShopInfoBody = z.infer<typeof shopInfoBodySchema>;

/**
 * The shop's business details as every page's footer shows them. Before an administrator (or the
 * demo seed) saved them, the store's name and blanks, and `updateDttm` null.
 */
export const shopInfoSchema = z.object({
  companyName: z.string(),
  ceoName: z.string(),
  businessAddress: z.string(),
  csPhone: z.string(),
  csHours: z.string(),
  email: z.string(),
  businessNo: z.string(),
  mailOrderNo: z.string(),
  hostingProvider: z.string(),
  privacyOfficer: z.string(),
  updateDttm: z.string().nullable(),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;

export const shopInfoReplySchema = z.object({ info: shopInfoSchema, message: messageSchema });

export const legalDocumentKindSchema = z.enum(LEGAL_DOCUMENT_KIND_CODES, {
  error: STOREFRONT_TEXT.documentKindInvalid,
});

export const legalDocumentParamsSchema = z.object({ kind: legalDocumentKindSchema });

const versionSchema = rowNumber('잘못된 판 번호입니다.');

/** `version`: an older version to read; the current one without it. */
export const legalDocumentQuerySchema = z.object({
  version: emptyAsAbsent(versionSchema.optional()),
});

/** Which document, by its code and its name. */
const documentKindFields = { kind: legalDocumentKindSchema, kindName: z.string() };

export const legalDocumentVersionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  /** When this version was published, and took effect (시행일). */
  effectiveDttm: z.string(),
});
export type LegalDocumentVersion = z.infer<typeof legalDocumentVersionSchema>;

/** One version of a document with its text: which document, and what it says. */
const documentTextSchema = legalDocumentVersionSchema.extend({
  ...documentKindFields,
  body: z.string(),
});

/** One version of a document as a reader sees it, the shop's details filled in. */
export const legalDocumentSchema = documentTextSchema.extend({
  /** The version in effect now: this one, or a later one. */
  currentVersion: z.number().int(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** Every version of a document, newest (the one in effect) first. */
export const legalDocumentVersionsSchema = z.object({
  ...documentKindFields,
  versions: z.array(legalDocumentVersionSchema),
});

/**
 * The current version of each document as an administrator edits it: the text as written, with
 * its `{상호}`-style placeholders not filled in.
 */
export const adminLegalDocumentSchema = documentTextSchema.extend({
  /** Who published it; null for the shop's default text. */
  authorId: z.string().nullable(),
});
export type AdminLegalDocument = z.infer<typeof adminLegalDocumentSchema>;

/**
 * A new version of a document. `baseVersion` is the version the text was edited from: when
 * another version was published meanwhile, the new one is refused rather than silently replacing it.
 */
export const publishLegalDocumentBodySchema = z.object({
  title: requiredText(STOREFRONT_TEXT.documentTitleRequired, 100),
  body: requiredText(STOREFRONT_TEXT.documentBodyRequired, 50_000),
  baseVersion: versionSchema.optional(),
});
export type PublishLegalDocumentBody = z.infer<typeof publishLegalDocumentBodySchema>;

export const publishLegalDocumentReplySchema = z.object({
  document: adminLegalDocumentSchema,
  message: messageSchema,
});

/**
 * Sign-up's answers (DESIGN §17), none ticked in advance. Optional in the sign-up body, so the
 * specification's client keeps working; when sent, both required ones must be agreed to.
 */
export const signupAgreementsSchema = z.object({
  terms: z.literal(true, { error: STOREFRONT_TEXT.termsRequired }),
  privacy: z.literal(true, { error: STOREFRONT_TEXT.privacyRequired }),
  marketing: z.boolean({ error: '광고성 정보 수신 동의 여부를 확인해주세요.' }).default(false),
});
export type SignupAgreements = z.infer<typeof signupAgreementsSchema>;

/** A member's answer to a document: agreed or declined, to which version, when. */
export const memberConsentSchema = z.object({
  kind: legalDocumentKindSchema,
  kindName: z.string(),
  version: z.number().int(),
  agreed: z.boolean(),
  insertDttm: z.string(),
});
export type MemberConsent = z.infer<typeof memberConsentSchema>;

export const memberConsentsReplySchema = z.object({
  /** Every answer, newest first: the first of each kind is the member's answer now. */
  consents: z.array(memberConsentSchema),
});

const endpoint = endpointsTagged('storefront');

export const storefrontEndpoints = {
  info: endpoint(
    'GET /api/shop/info',
    'public',
    '사업자 정보 (상호, 대표자, 주소, 고객센터, 사업자등록번호 등)',
    { response: { 200: shopInfoSchema } },
  ),
  saveInfo: endpoint('PUT /api/shop/info', 'admin', '사업자 정보 저장 (관리자)', {
    body: shopInfoBodySchema,
    response: { 200: shopInfoReplySchema },
  }),
  document: endpoint(
    'GET /api/shop/document/:kind',
    'public',
    '약관·방침 문서 (현재 판, 또는 version의 판)',
    {
      params: legalDocumentParamsSchema,
      query: legalDocumentQuerySchema,
      response: { 200: legalDocumentSchema },
    },
  ),
  versions: endpoint(
    'GET /api/shop/document/:kind/versions',
    'public',
    '약관·방침 문서의 판 목록 (최신 판부터)',
    { params: legalDocumentParamsSchema, response: { 200: legalDocumentVersionsSchema } },
  ),
  adminDocuments: endpoint(
    'GET /api/shop/admin/documents',
    'admin',
    '약관·방침 문서의 현재 판 (관리자, 원문)',
    { response: { 200: z.object({ documentList: z.array(adminLegalDocumentSchema) }) } },
  ),
  publish: endpoint(
    'POST /api/shop/document/:kind',
    'admin',
    '약관·방침 문서의 새 판 게시 (관리자)',
    {
      params: legalDocumentParamsSchema,
      body: publishLegalDocumentBodySchema,
      response: { 200: publishLegalDocumentReplySchema },
    },
  ),
  memberConsents: endpoint(
    'GET /api/member/:seq/consents',
    'admin',
    '회원의 약관 동의 내역 (관리자)',
    { params: seqParamsSchema, response: { 200: memberConsentsReplySchema } },
  ),
};
