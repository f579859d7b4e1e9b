// A real SMTP server on this machine that keeps every mail it receives: the server tests' sink and
// the browser journeys' stand-in for the shop's mail relay (apps/web/e2e/support/fake-services.mjs).
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Listens on 127.0.0.1 at `port` (a free one by default); recipients are kept in lower case. */
export async function startSmtpSink({ port = 0 } = {}) {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const recipient of session.envelope.rcptTo) {
            mails.push({
              to: recipient.address.toLowerCase(),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            });
          }
          callback();
        })
        .catch(callback);
    },
  });
  // A sender killed in the middle of a mail (the cluster and crash tests kill processes) resets its
  // connection: nothing to do then, and it must not take the sink down.
  server.on('error', () => undefined);
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    url: `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    mails,
    latestCodeFor(email) {
      const to = email.toLowerCase();
      const code = [...mails]
        .reverse()
        .map((m) => (m.to === to ? m.text.match(/인증번호는 (\d{6})/)?.[1] : undefined))
        .find(Boolean);
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
