import { codesOf } from '../common/codes';

/**
 * The messages the store sends by itself (DESIGN §15), by kind: its Korean name, and whether a
 * member may turn it off (`optional`). Every other kind is transactional: it goes to everyone who
 * has the order, rental or inquiry it is about.
 */
export const NOTIFICATION_KINDS = {
  ORDER_RECEIVED: { name: '주문 접수', optional: false },
  PAYMENT_DONE: { name: '결제 완료', optional: false },
  SHIPPED: { name: '발송', optional: false },
  RENTAL_STARTED: { name: '대여 시작', optional: false },
  RETURN_DUE_3: { name: 'D-3 반납 안내', optional: false },
  RETURN_DUE_1: { name: 'D-1 반납 안내', optional: false },
  OVERDUE: { name: '연체 안내', optional: false },
  RETURN_SETTLED: { name: '반납 확인·정산', optional: false },
  REFUNDED: { name: '환불 완료', optional: false },
  RESTOCKED: { name: '재입고 알림', optional: true },
  CONTACT_REPLIED: { name: '문의 답변', optional: false },
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_CODES = codesOf(NOTIFICATION_KINDS);

/** How a message goes out: e-mail, or KakaoTalk 알림톡 (text, to the member's phone). */
export const NOTIFICATION_CHANNELS = { EMAIL: '이메일', ALIMTALK: '알림톡' } as const;
export type NotificationChannel = keyof typeof NOTIFICATION_CHANNELS;

/** A message's state: waiting for its job, sent, or given up after its attempts. */
export const NOTIFICATION_STATES = {
  PENDING: '발송 대기',
  SENT: '발송 완료',
  FAILED: '발송 실패',
} as const;
export type NotificationState = keyof typeof NOTIFICATION_STATES;
export const NOTIFICATION_STATE_CODES = codesOf(NOTIFICATION_STATES);

/** Days before the due date the return reminders go out (D-3, D-1). */
export const RETURN_REMINDER_DAYS = [3, 1] as const;
/** After the first overdue day, the overdue notice repeats every this many days. */
export const OVERDUE_NOTICE_EVERY_DAYS = 7;
