import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { booleanInput } from '../common/rules';
import { seqParamsSchema } from '../common/form';
import { defineErrors, refusal } from '../common/errors';
import { emptyAsAbsent, pageQuerySchema, paginated } from '../common/pagination';
import { requiredText } from '../common/rules';
import { timestampFields } from '../common/record';

export const CONTACT_TEXT = {
  titleRequired: '제목을 입력해주세요.',
  contentRequired: '내용을 입력해주세요.',
  nameRequired: '이름을 입력해주세요.',
  noReply: '아직 답변이 등록되지 않았습니다.',
  added: '문의가 등록되었습니다.',
  modified: '문의가 수정되었습니다.',
  deleted: '문의가 삭제되었습니다.',
  restored: '문의가 복구되었습니다.',
  replied: '답변이 등록되었습니다.',
  replyCleared: '답변이 삭제되었습니다.',
  hidden: '문의가 숨김 처리되었습니다.',
  shown: '문의가 공개되었습니다.',
  ownOnly: '본인의 게시물에만 접근 할 수 있습니다.',
  wrongAccess: '잘못된 접근입니다.',
  loginRequired: '로그인이 필요합니다.',
  forbidden: '접근권한이 없습니다.',
  empty: '등록된 문의가 없습니다.',
  deleteConfirm: '문의를 삭제하시겠습니까?',
  restoreConfirm: '문의를 복구하시겠습니까?',
  answered: '답변 완료',
  waiting: '답변 대기',
  unknownState: '알 수 없는 답변 상태입니다.',
  stateForAdmins: '답변 상태로는 관리자 목록만 거를 수 있습니다.',
} as const;

/** A reply equal to the no-answer text (or blank) means "no reply". */
export const isNoReply = (reply: string | null | undefined): boolean =>
  !reply || reply.trim() === '' || reply.trim() === CONTACT_TEXT.noReply;

export const contactSchema = z.object({
  seq: z.number().int(),
  contactNo: z.string(),
  title: z.string(),
  content: z.string(),
  name: z.string(),
  /** The author's id: only for the author and administrators, null for everyone else. */
  memberNoMemberId: z.string().nullable(),
  reply: z.string().nullable(),
  replied: z.boolean(),
  view: z.number().int(),
  useYn: z.boolean(),
  delYn: z.boolean(),
  ...timestampFields,
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListItemSchema = contactSchema.omit({ content: true, reply: true });
export type ContactListItem = z.infer<typeof contactListItemSchema>;

/** The administrators' filters of the inquiry list (`?state=`), as the dashboard links them. */
export const CONTACT_LIST_STATES = ['unanswered'] as const;
export type ContactListState = (typeof CONTACT_LIST_STATES)[number];

export const contactListQuerySchema = pageQuerySchema
  .extend({
    isAdmin: booleanInput.optional(),
    /**
     * Added to the specification's query, with `isAdmin=true` only: `unanswered` keeps the
     * inquiries waiting for an answer (the dashboard's 미답변 문의: not answered, not deleted).
     */
    state: emptyAsAbsent(
      z.enum(CONTACT_LIST_STATES, { error: CONTACT_TEXT.unknownState }).optional(),
    ),
  })
  // The public board is never narrowed: the filter is the administrators' list's.
  .refine((query) => query.state === undefined || query.isAdmin === true, {
    path: ['state'],
    error: CONTACT_TEXT.stateForAdmins,
  });

export const contactAddBodySchema = z.object({
  title: requiredText(CONTACT_TEXT.titleRequired, 100),
  content: requiredText(CONTACT_TEXT.contentRequired, 5000),
  /** Ignored: the author's name comes from the member record. */
  name: z.string().max(50).nullish(),
});

export const contactModifyBodySchema = z.object({
  title: requiredText(CONTACT_TEXT.titleRequired, 100),
  content: requiredText(CONTACT_TEXT.contentRequired, 5000),
  name: requiredText(CONTACT_TEXT.nameRequired, 50),
  /** Administrators only: visible (true) or hidden (false). */
  useYn: booleanInput.optional(),
});
export type ContactModifyBody = z.infer<typeof contactModifyBodySchema>;

export const contactVisibilityBodySchema = z.object({ useYn: booleanInput });

export const contactReplyBodySchema = z.object({
  reply: z.string().max(5000, '5000자까지 입력할 수 있습니다.').nullish(),
});

export const contactViewReplySchema = z.object({ seq: z.number().int(), view: z.number().int() });

const adminQuery = z.object({ isAdmin: booleanInput.optional() });
const endpoint = endpointsTagged('contact');

export const contactEndpoints = {
  add: endpoint('POST /api/contact/add', 'member', '문의 작성', { body: contactAddBodySchema }),
  list: endpoint(
    'GET /api/contact/list',
    'public',
    '문의 목록 (isAdmin=true: 관리자, 숨김/삭제 포함)',
    {
      query: contactListQuerySchema,
      response: { 200: paginated('contactList', contactListItemSchema) },
    },
  ),
  view: endpoint('GET /api/contact/:seq', 'public', '조회수 증가 (회원 또는 방문자마다 한 번)', {
    params: seqParamsSchema,
    response: { 200: contactViewReplySchema },
  }),
  detail: endpoint('GET /api/contact/detail/:seq', 'member', '문의 상세 (작성자 또는 관리자)', {
    params: seqParamsSchema,
    response: { 200: contactSchema },
  }),
  reply: endpoint('PUT /api/contact/reply/:seq', 'admin', '답변 등록 (빈 답변은 답변 없음)', {
    params: seqParamsSchema,
    query: adminQuery,
    body: contactReplyBodySchema,
  }),
  modify: endpoint(
    'PUT /api/contact/modify/:seq',
    'member',
    '문의 수정 (작성자: 제목, 내용, 이름 / 관리자: 공개 여부)',
    {
      params: seqParamsSchema,
      body: contactModifyBodySchema,
    },
  ),
  visibility: endpoint('PUT /api/contact/visibility/:seq', 'admin', '문의 숨김/공개 (관리자)', {
    params: seqParamsSchema,
    body: contactVisibilityBodySchema,
  }),
  delete: endpoint('DELETE /api/contact/:seq', 'member', '문의 삭제 (작성자 또는 관리자)', {
    params: seqParamsSchema,
  }),
  deletedList: endpoint('GET /api/contact/deleted/list', 'admin', '삭제된 문의 목록', {
    query: pageQuerySchema,
    response: { 200: paginated('contactDeletedList', contactListItemSchema) },
  }),
  deletedDetail: endpoint('GET /api/contact/deleted/detail/:seq', 'admin', '삭제된 문의 상세', {
    params: seqParamsSchema,
    response: { 200: contactSchema },
  }),
  restore: endpoint('DELETE /api/contact/restore/:seq', 'admin', '삭제된 문의 복구', {
    params: seqParamsSchema,
  }),
};

export const CONTACT_ERRORS = defineErrors({
  CONTACT_NOT_FOUND: refusal(404, '해당 문의가 존재하지 않습니다.'),
  CONTACT_OWN_ONLY: refusal(403, CONTACT_TEXT.ownOnly),
});
