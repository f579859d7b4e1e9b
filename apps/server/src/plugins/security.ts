import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Settings } from '../config/env';

const originOf = (url: string): string => new URL(url).origin;

/**
 * Security headers on every reply. The policy allows the SPA's own scripts and the postcode
 * widget's (a script plus the frame it opens); no inline scripts anywhere.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { settings }: { settings: Settings }) => {
    const postcode = originOf(settings.postcodeScriptUrl);
    // The Daum/Kakao widget loads its frame and helpers from these hosts.
    const postcodeHosts = [
      ...new Set([
        postcode,
        'https://postcode.map.daum.net',
        'https://postcode.map.kakao.com',
        'https://t1.daumcdn.net',
        'https://t1.kakaocdn.net',
      ]),
    ];
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...postcodeHosts],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...postcodeHosts],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", ...postcodeHosts],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
        },
      },
      // HSTS only means something over HTTPS; it is added below when the request came that way.
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
  },
  { name: 'security' },
);
