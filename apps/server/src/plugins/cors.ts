import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'authorization, content-type, x-request-id';

/**
 * Cross-origin access. Closed by default: the store's pages come from its own origin and no other
 * site's script may read its replies. CORS_ORIGINS opens it to the listed origins only (a separate
 * admin front end, say); credentials are bearer tokens, never cookies.
 */
export const corsPlugin = fp(
  async (app: FastifyInstance, { origins }: { origins: string[] }) => {
    const allowed = new Set(origins.map((origin) => origin.replace(/\/+$/, '')));
    if (allowed.size === 0) return;

    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (!origin) return;
      reply.header('vary', 'Origin');
      if (!allowed.has(origin)) return;
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', 'x-request-id, retry-after');
      const preflight =
        request.method === 'OPTIONS' && request.headers['access-control-request-method'];
      if (preflight) {
        return reply
          .code(204)
          .header('access-control-allow-methods', ALLOWED_METHODS)
          .header('access-control-allow-headers', ALLOWED_HEADERS)
          .header('access-control-max-age', '600')
          .send();
      }
    });
  },
  { name: 'cors' },
);
