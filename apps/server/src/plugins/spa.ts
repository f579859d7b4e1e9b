import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../platform/app-error';
import { sendError } from './errors';

const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built web app: hashed assets with a year's cache, and index.html (never cached) for
 * every client route. Unknown /api paths get the error body instead.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, { distDir }: { distDir: string }) => {
    const indexFile = path.join(distDir, 'index.html');
    const hasSpa = existsSync(indexFile);
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        wildcard: false,
        index: false,
        decorateReply: false,
        // Our own cache headers below; send's default would overwrite them with max-age=0.
        cacheControl: false,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          const cacheControl = hashed
            ? 'public, max-age=31536000, immutable'
            : filePath.endsWith('.html')
              ? 'no-cache'
              : 'public, max-age=3600';
          res.setHeader('cache-control', cacheControl);
        },
      });
    }
    const indexHtml = hasSpa ? readFileSync(indexFile) : null;

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '';
      // A missing script, style or image is a 404: the page would otherwise go blank on HTML.
      const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(pathname);
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(request.url) &&
        !request.url.startsWith('/uploads/') &&
        !looksLikeFile;
      if (wantsPage && indexHtml) {
        return reply
          .code(200)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(indexHtml);
      }
      return sendError(reply, new AppError('NOT_FOUND'));
    });
  },
  { name: 'spa' },
);
