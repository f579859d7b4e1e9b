import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from './html';

const require = createRequire(import.meta.url);
/** Pretendard's @font-face rules from its npm package: the variable font in unicode-range subsets. */
const FONT_FACES_FILE =
  require.resolve('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
const FONT_DIRECTORY = path.join(path.dirname(FONT_FACES_FILE), 'woff2-dynamic-subset');
/** Where the pages ask for a subset, and which names may be asked for. */
const FONT_PATH = '/api/pages/fonts';
const FONT_FILE = /^PretendardVariable\.subset\.\d{1,3}\.woff2$/;

/**
 * The same typeface as the web app's, served by the store: a machine without Korean fonts (many
 * phones' in-app browsers, a fresh Linux) still reads the pages, and they look like the shop.
 */
const FONT_FACES = readFileSync(FONT_FACES_FILE, 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/url\(\.\/woff2-dynamic-subset\/([\w.]+)\)/g, `url(${FONT_PATH}/$1)`)
  .replace(/\s*\n\s*/g, '');

/**
 * The pages the server writes itself, outside the web app: the demo KakaoPay page and the tracking
 * popup. They take their look from one stylesheet the store serves, never from inline styles or
 * scripts, so their policy allows the store's own stylesheets and nothing else.
 */
export const STORE_PAGE_CSS = `${FONT_FACES}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#f1f3f5;color:#212529;line-height:1.5;word-break:keep-all;
font-family:'Pretendard Variable',system-ui,-apple-system,'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕','Noto Sans KR',sans-serif}
.page{max-width:28rem;margin:0 auto;padding:1.5rem 1rem 2rem}
.page.wide{max-width:48rem}
.sheet{background:#fff;border:1px solid #dee2e6;border-radius:.75rem;padding:1.25rem}
h1{margin:0 0 .75rem;font-size:1.375rem;line-height:1.3}
p{margin:0 0 1rem}
.brand{display:inline-block;margin:0 0 .75rem;padding:.25rem .625rem;border-radius:.375rem;background:#fee500;color:#191919;font-size:.875rem;font-weight:700}
.note{padding:.75rem;border-radius:.5rem;background:#fff3cd;color:#523e02;font-size:.9375rem}
.alert{padding:.75rem;border-radius:.5rem;background:#f8d7da;color:#58151c}
.summary{margin:0 0 1.25rem}
.summary div{display:flex;justify-content:space-between;align-items:baseline;gap:1rem;padding:.625rem 0;border-bottom:1px solid #e9ecef}
.summary dt{flex:none;color:#5c636a}
.summary dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.summary .total dd{font-size:1.5rem}
.actions{display:grid;gap:.5rem}
.actions form{margin:0}
button{width:100%;min-height:3rem;padding:.75rem 1rem;border:0;border-radius:.5rem;font:inherit;font-weight:700;cursor:pointer}
.pay{background:#fee500;color:#191919}
.cancel{background:#e9ecef;color:#212529}
.link{display:inline-block;padding:.5rem 0;color:#0a58ca}
button:focus-visible,a:focus-visible,.table-scroll:focus-visible{outline:3px solid rgba(13,110,253,.6);outline-offset:2px}
.table-scroll{overflow-x:auto}
table{width:100%;border-collapse:collapse;font-size:.9375rem}
th,td{padding:.5rem;border-bottom:1px solid #dee2e6;text-align:left;vertical-align:top}
th{background:#f8f9fa;white-space:nowrap}
.nowrap{white-space:nowrap}
@media (max-width:30rem){.page{padding:1rem .75rem}.sheet{padding:1rem}th,td{padding:.5rem .375rem}}
`;

/** Named by its content, so a browser may keep it for a year and a change is fetched at once. */
export const STORE_PAGE_STYLESHEET = `/api/pages/store-page.${createHash('sha256')
  .update(STORE_PAGE_CSS)
  .digest('hex')
  .slice(0, 12)}.css`;

const ORIGIN = /^https?:\/\/[\w.-]+(:\d+)?$/;

/**
 * The policy of these pages: the store's own stylesheets, nothing else (no script, no inline
 * style, no frame); forms post to the store, or to `formTargets` (where a form's answer
 * redirects: the store the payer came from).
 */
export function storePagePolicy(formTargets: readonly string[] = []): string {
  // An origin only (scheme, host, port): nothing that could end the directive or add one.
  const origins = formTargets.filter((target) => ORIGIN.test(target));
  return [
    "default-src 'none'",
    "style-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    `form-action ${["'self'", ...origins].join(' ')}`,
    "frame-ancestors 'none'",
  ].join(';');
}

export interface StorePage {
  title: string;
  /** The page's content, already escaped. */
  body: string;
  /** A wider column, for a table. */
  wide?: boolean;
}

/** The whole document: Korean, sized for a phone, with the store's stylesheet. */
export function renderStorePage({ title, body, wide = false }: StorePage): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${STORE_PAGE_STYLESHEET}">
</head>
<body><main class="page${wide ? ' wide' : ''}">
${body}
</main></body></html>`;
}

/** Sends `html` as such a page: kept by no cache, under the pages' own policy. */
export function sendStorePage(
  reply: FastifyReply,
  html: string,
  { formTargets = [] }: { formTargets?: readonly string[] } = {},
) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-security-policy', storePagePolicy(formTargets))
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Serves the pages' stylesheet. */
export const storePagesPlugin = fp(
  async (app: FastifyInstance) => {
    app.get(STORE_PAGE_STYLESHEET, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('text/css; charset=utf-8')
        .send(STORE_PAGE_CSS),
    );
    app.get<{ Params: { file: string } }>(
      `${FONT_PATH}/:file`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { file } = request.params;
        if (!FONT_FILE.test(file)) return reply.callNotFound();
        const font = await readFile(path.join(FONT_DIRECTORY, file)).catch(() => null);
        if (!font) return reply.callNotFound();
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .type('font/woff2')
          .send(font);
      },
    );
  },
  { name: 'store-pages' },
);
