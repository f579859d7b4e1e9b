import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Settings } from '../../config/env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxEntry extends MailMessage {
  sentAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Outside production: the latest mails, sent or (without SMTP) kept instead (/dev/mail). */
  readonly outbox: OutboxEntry[] | null;
}

const OUTBOX_SIZE = 50;

/**
 * SMTP when SMTP_URL is set; otherwise (development) the log and the /dev/mail outbox. Outside
 * production the outbox also keeps a copy of what went out by SMTP, so the mails can be read there.
 */
export function createMailer(settings: Settings, log: FastifyBaseLogger): Mailer {
  const outbox: OutboxEntry[] | null = settings.env === 'production' ? null : [];
  const keep = (message: MailMessage) => {
    if (!outbox) return;
    outbox.unshift({ ...message, sentAt: new Date().toISOString() });
    outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
  };
  if (settings.smtpUrl) {
    // Pooled: the store's messages come in bursts (a sale's orders, a morning's reminders), and
    // a connection per mail would make the queue behind them wait.
    const pooled = new URL(settings.smtpUrl);
    if (!pooled.searchParams.has('pool')) pooled.searchParams.set('pool', 'true');
    const transport = nodemailer.createTransport(pooled.toString());
    return {
      outbox,
      async send(message) {
        await transport.sendMail({ from: settings.mailFrom, ...message });
        keep(message);
      },
    };
  }
  return {
    outbox,
    async send(message) {
      keep(message);
      // Without SMTP this is a development store: the code has to be readable somewhere. Never in
      // production (settings refuse it without SMTP_URL; this holds even if they did not).
      if (settings.env === 'production') {
        log.warn(
          { subject: message.subject },
          '메일 서버(SMTP_URL)가 없어 메일을 보내지 못했습니다',
        );
        return;
      }
      log.info(
        { to: message.to, subject: message.subject },
        `개발용 메일함(/dev/mail)에 보관: ${message.text}`,
      );
    },
  };
}
