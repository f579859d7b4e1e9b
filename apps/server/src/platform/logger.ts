import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Settings } from '../config/env';

/** Fields that must never reach a log line, wherever they appear. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.token',
  '*.secretKey',
  '*.pg_token',
];

/** Pino's JSON lines to stdout, or to `destination` (tests read them). */
export function createLogger(
  settings: Settings,
  destination?: pino.DestinationStream,
): FastifyBaseLogger {
  return pino(
    {
      level: settings.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        // Query strings can carry tokens (pg_token) and personal data: log the path only.
        req: (req: { method: string; url: string; id: string }) => ({
          method: req.method,
          url: req.url.split('?')[0],
          id: req.id,
        }),
      },
    },
    destination,
  ) as unknown as FastifyBaseLogger;
}
