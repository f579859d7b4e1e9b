import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on a free local port (or `port`) that keeps what it receives, for tests. */
export async function startSmtpSink(options: { port?: number } = {}): Promise<{
  url: string;
  mails: ReceivedMail[];
  latestCodeFor(email: string): string;
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const recipient of session.envelope.rcptTo) {
            mails.push({
              to: recipient.address,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            });
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    latestCodeFor(email) {
      const mail = [...mails].reverse().find((m) => m.to.toLowerCase() === email.toLowerCase());
      const code = mail?.text.match(/인증번호는 (\d{6})/)?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
