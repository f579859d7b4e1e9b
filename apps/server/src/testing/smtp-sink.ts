/** A real SMTP server on a free local port (or `port`) that keeps what it receives, for tests. */
export { startSmtpSink } from '../../test-support/smtp-sink.mjs';
export type { ReceivedMail, SmtpSink } from '../../test-support/smtp-sink.mjs';
