import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Settings } from '../config/env';

const originOf = (url: string): string => new URL(url).origin;

/**
 * The security headers of every reply, worked out once at start (they never vary by request):
 * the set helmet sends by default, with a policy that allows the SPA's own scripts and the
 * postcode widget's (a script plus the frame it opens), and no inline scripts anywhere.
 */
export function securityHeaders(settings: Pick<Settings, 'postcodeScriptUrl'>) {
  // The Daum/Kakao widget loads its frame and helpers from these hosts.
  const postcodeHosts = [
    ...new Set([
      originOf(settings.postcodeScriptUrl),
      'https://postcode.map.daum.net',
      'https://postcode.map.kakao.com',
      'https://t1.daumcdn.net',
      'https://t1.kakaocdn.net',
    ]),
  ];
  const policy: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['script-src', ["'self'", ...postcodeHosts]],
    // React sets style attributes; no script can come through this.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...postcodeHosts]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['frame-src', ["'self'", ...postcodeHosts]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return Object.freeze({
    'content-security-policy': policy
      .map(([name, sources]) => `${name} ${sources.join(' ')}`)
      .join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

/**
 * The headers of the API's replies (JSON, never rendered as a page): the set OWASP's REST
 * Security Cheat Sheet gives. A policy that allows nothing, not framed, not sniffed, not read by
 * other origins. A fifth of the page set's bytes, on the replies sent most.
 */
export const API_SECURITY_HEADERS = Object.freeze({
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** Strict-Transport-Security, for replies sent over HTTPS (directly or behind a trusted proxy). */
export const HSTS_HEADER = Object.freeze([
  'strict-transport-security',
  'max-age=31536000; includeSubDomains',
] as const);

export type SecurityHeaders = Readonly<Record<string, string>>;

/** The security headers for a request address: the API's set under /api/, the page set elsewhere. */
export function securityHeadersFor(settings: Pick<Settings, 'postcodeScriptUrl'>) {
  const pages = securityHeaders(settings);
  return (url: string): SecurityHeaders => (url.startsWith('/api/') ? API_SECURITY_HEADERS : pages);
}

export const securityPlugin = fp(
  async (app: FastifyInstance, { settings }: { settings: Settings }) => {
    const headersFor = securityHeadersFor(settings);
    // A callback hook, not an async one: it runs on every request and has nothing to wait for.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headersFor(request.url));
      // HSTS only means something over HTTPS (directly or, with TRUST_PROXY, behind a proxy).
      if (request.protocol === 'https') {
        reply.header(HSTS_HEADER[0], HSTS_HEADER[1]);
      }
      done();
    });
  },
  { name: 'security' },
);
