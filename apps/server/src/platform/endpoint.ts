import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorBodySchema, type AnyEndpoint } from '@store/contract';
import { accessGuard, type Principal } from '../plugins/auth';
import { readMultipart } from '../plugins/uploads';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface HandlerInput<E extends AnyEndpoint> {
  params: Out<E['schemas']['params']>;
  query: Out<E['schemas']['query']>;
  body: Out<E['schemas']['body']>;
  /** The signed-in member: always there for member and administrator calls. */
  principal: E['access'] extends 'public' ? Principal | null : Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends AnyEndpoint> = (
  input: HandlerInput<E>,
) => Promise<Out<E['schemas']['response'][200]>>;

/**
 * Registers one endpoint of the contract: its method, path, schemas (validation, serialisation
 * and OpenAPI), its access guard (before the body is read) and, for form calls, multipart parsing.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const { schemas } = endpoint;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      ...(endpoint.bodyType === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
      response: { ...schemas.response, '4xx': errorBodySchema, '5xx': errorBodySchema },
    },
    onRequest: accessGuard(endpoint.access),
    ...(endpoint.bodyType === 'multipart' ? { preValidation: readMultipart } : {}),
    handler: async (request, reply) => {
      // Guarded calls have their principal already; public ones look it up only when a token came.
      const principal =
        endpoint.access !== 'public' || request.headers.authorization
          ? await request.principal()
          : null;
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        principal,
        request,
        reply,
      } as HandlerInput<E>);
      if (reply.sent) return reply;
      return reply.send(result as never);
    },
  });
}
