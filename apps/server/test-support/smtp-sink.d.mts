export interface ReceivedMail {
  /** The recipient's address, in lower case. */
  to: string;
  subject: string;
  text: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** The six-digit code of the latest code mail to `email`; throws when none was mailed. */
  latestCodeFor(email: string): string;
  close(): Promise<void>;
}

export function startSmtpSink(options?: { port?: number }): Promise<SmtpSink>;
