import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../platform/html';
import type { Messenger } from '../alimtalk/messenger';
import type { Mailer } from './mailer';

const PAGE_STYLE = `body{font-family:system-ui,'Malgun Gothic',sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#666}
pre{white-space:pre-wrap;font-size:1rem}iframe{width:100%;height:520px;border:1px solid #eee;border-radius:6px}
details{margin:.5rem 0}`;

/**
 * /dev/mail: the development outbox, never in production. The latest mails (kept instead of sent
 * without SMTP, or a copy of what went out by SMTP), each with its HTML as the member sees it (in a
 * sandboxed frame: no script runs) and its text; then the latest 알림톡 of the log provider.
 */
export async function outboxRoutes(
  app: FastifyInstance,
  { mailer, messenger }: { mailer: Mailer; messenger: Messenger },
) {
  const outbox = mailer.outbox;
  if (!outbox) return;
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = outbox
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">받는 사람: ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p>
  ${mail.html ? `<iframe sandbox="" title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mail.html)}"></iframe>` : ''}
  <details${mail.html ? '' : ' open'}><summary>텍스트</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`,
      )
      .join('\n');
    const messages = (messenger.outbox ?? [])
      .map(
        (message) => `<article>
  <p class="meta">${escapeHtml(message.kind)} · 받는 번호: ${escapeHtml(message.to)} · ${escapeHtml(message.sentAt)}</p>
  <pre>${escapeHtml(message.text)}</pre>
</article>`,
      )
      .join('\n');
    const page = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>개발용 메일함</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${PAGE_STYLE}</style></head>
<body><h1>개발용 메일함</h1>
<p>상점이 보낸 메일입니다 (최근 50통). SMTP_URL 이 없으면 보내는 대신 여기에만 보관합니다.</p>
${mails || '<p>보관된 메일이 없습니다.</p>'}
<h2>알림톡 (로그 발송)</h2>
${messages || '<p>보낸 알림톡이 없습니다.</p>'}
</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  });
}
