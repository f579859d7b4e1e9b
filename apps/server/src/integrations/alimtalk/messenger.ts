import type { FastifyBaseLogger } from 'fastify';

/** A text message to a member's phone: KakaoTalk 알림톡 (or SMS where a provider falls back). */
export interface PhoneMessage {
  /** Digits only: `01012345678`. */
  to: string;
  /** The message kind (a provider's 알림톡 template is chosen by it). */
  kind: string;
  text: string;
}

export interface PhoneOutboxEntry extends PhoneMessage {
  sentAt: string;
}

/**
 * Sends 알림톡 (DESIGN §15). A provider (NHN Cloud, Solapi, ...) plugs in behind this; the store
 * ships the log provider, which writes each message to the log and keeps the latest for the
 * development outbox, so a shop runs (and is tested) without a KakaoTalk business channel.
 */
export interface Messenger {
  send(message: PhoneMessage): Promise<void>;
  /** The messages the log provider kept (newest first); null for a real provider. */
  readonly outbox: PhoneOutboxEntry[] | null;
}

const OUTBOX_SIZE = 50;

/** `01012345678` -> `010-****-5678`: the log names the phone without giving it away. */
export const maskPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
};

export function createLogMessenger(log: FastifyBaseLogger, now: () => Date): Messenger {
  const outbox: PhoneOutboxEntry[] = [];
  return {
    outbox,
    async send(message) {
      outbox.unshift({ ...message, sentAt: now().toISOString() });
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      log.info({ to: maskPhone(message.to), kind: message.kind }, '알림톡 (로그 발송)');
    },
  };
}
