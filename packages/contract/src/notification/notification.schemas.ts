import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { defineErrors, refusal } from '../common/errors';
import { seqParamsSchema } from '../common/form';
import { emptyAsAbsent, pageNumberSchema, paginated, searchTextSchema } from '../common/pagination';
import { NOTIFICATION_KIND_CODES, NOTIFICATION_STATE_CODES } from './notification.constants';

export const NOTIFICATION_TEXT = {
  resent: '알림을 다시 보냅니다.',
  settingsSaved: '알림 설정을 저장했습니다.',
  notFound: '해당 알림이 존재하지 않습니다.',
} as const;

export const NOTIFICATION_ERRORS = defineErrors({
  NOTIFICATION_NOT_FOUND: refusal(404, NOTIFICATION_TEXT.notFound),
});

/** The administrator's list: page, kind, state, and a member id or address searched for. */
export const notificationListQuerySchema = z.object({
  p: pageNumberSchema,
  kind: emptyAsAbsent(
    z.enum(NOTIFICATION_KIND_CODES, { error: '알림 종류를 확인해주세요.' }).optional(),
  ),
  state: emptyAsAbsent(
    z.enum(NOTIFICATION_STATE_CODES, { error: '발송 상태를 확인해주세요.' }).optional(),
  ),
  q: searchTextSchema.optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationItemSchema = z.object({
  seq: z.number().int(),
  memberId: z.string(),
  kind: z.string(),
  kindName: z.string(),
  channel: z.string(),
  channelName: z.string(),
  /** The address it went to: an e-mail, or a phone for an 알림톡. */
  recipient: z.string(),
  subject: z.string(),
  state: z.string(),
  stateName: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  insertDttm: z.string(),
  sentDttm: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** One message with what it said: the text, and the e-mail's HTML. */
export const notificationDetailSchema = notificationItemSchema.extend({
  text: z.string(),
  html: z.string().nullable(),
});
export type NotificationDetail = z.infer<typeof notificationDetailSchema>;

/** A member's 알림 설정 (transactional messages always go out; these are the choices). */
export const notificationSettingsSchema = z.object({
  /** 재입고 알림 of wished listings. */
  restock: z.boolean(),
  /** Messages as 알림톡 to the member's phone too. */
  alimtalk: z.boolean(),
  /** 마케팅 정보 수신 동의. */
  marketing: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsReplySchema = notificationSettingsSchema.extend({
  /** Where messages go: the member's e-mail and phone (null when none is kept). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type NotificationSettingsReply = z.infer<typeof notificationSettingsReplySchema>;

const endpoint = endpointsTagged('notification');

export const notificationEndpoints = {
  list: endpoint(
    'GET /api/notification/list',
    'admin',
    '알림 발송 내역 (페이지 p, 종류 kind, 상태 state, 회원 검색 q)',
    {
      query: notificationListQuerySchema,
      response: { 200: paginated('notificationList', notificationItemSchema) },
    },
  ),
  detail: endpoint('GET /api/notification/:seq', 'admin', '알림 내용', {
    params: seqParamsSchema,
    response: { 200: notificationDetailSchema },
  }),
  resend: endpoint('POST /api/notification/:seq/resend', 'admin', '알림 재발송', {
    params: seqParamsSchema,
  }),
  settings: endpoint('GET /api/member/notifications', 'member', '내 알림 설정', {
    response: { 200: notificationSettingsReplySchema },
  }),
  saveSettings: endpoint('PUT /api/member/notifications', 'member', '내 알림 설정 저장', {
    body: notificationSettingsSchema,
  }),
};
