import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the contract's schemas: /api/docs (page), /api/docs/json. */
export const openapiPlugin = fp(
  async (app: FastifyInstance, { version }: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: '빌림마켓 API',
          description:
            '상품 판매와 대여, 카카오페이 결제, 주문과 대여 관리, 문의 게시판의 HTTP API',
          version,
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
      hideUntagged: true,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });
  },
  { name: 'openapi' },
);
