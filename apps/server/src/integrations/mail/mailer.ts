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
  /** Development only: the mails that would have gone out (no SMTP configured). */
  readonly outbox: OutboxEntry[] | null;
}

const OUTBOX_SIZE = 50;

/** SMTP when SMTP_URL is set; otherwise (development) the log and the /dev/mail outbox. */
export function createMailer(settings: Settings, log: FastifyBaseLogger): Mailer {
  if (settings.smtpUrl) {
    // Pooled: the store's messages come in bursts (a sale's orders, a morning's reminders), and
    // a connection per mail would make the queue behind them wait.
    const pooled = new URL(settings.smtpUrl);
    if (!pooled.searchParams.has('pool')) pooled.searchParams.set('pool', 'true');
    const transport = nodemailer.createTransport(pooled.toString());
    return {
      outbox: null,
      async send(message) {
        await transport.sendMail({ from: settings.mailFrom, ...message });
      },
    };
  }
  const outbox: OutboxEntry[] = [];
  return {
    outbox,
    async send(message) {
      outbox.unshift({ ...message, sentAt: new Date().toISOString() });
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      // Without SMTP this is a development store: the code has to be readable somewhere.
      log.info(
        { to: message.to, subject: message.subject },
        `개발용 메일함(/dev/mail)에 보관: ${message.text}`,
      );
    },
  };
}
