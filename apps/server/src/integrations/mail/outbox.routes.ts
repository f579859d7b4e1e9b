import type { FastifyInstance } from 'fastify';
import type { Mailer } from './mailer';
import { escapeHtml } from '../../platform/html';

/**
 * /dev/mail: the development outbox, for a store running without SMTP (never in production).
 * Shows the mails that would have been sent, newest first.
 */
export async function outboxRoutes(app: FastifyInstance, { mailer }: { mailer: Mailer }) {
  const outbox = mailer.outbox;
  if (!outbox) return;
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const items = outbox
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">받는 사람: ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    const page = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>개발용 메일함</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,'Malgun Gothic',sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#666}
pre{white-space:pre-wrap;font-size:1rem}</style></head>
<body><h1>개발용 메일함</h1>
<p>SMTP_URL 이 설정되지 않아 메일을 보내는 대신 여기에 보관합니다 (최근 50통).</p>
${items || '<p>보관된 메일이 없습니다.</p>'}
</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  });
}
