import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ERRORS, errorBodySchema, type AnyEndpoint } from '@store/contract';
import { accessGuard, type Principal } from '../plugins/auth';
import { readMultipart } from '../plugins/uploads';
import { fieldError } from './app-error';

const JSON_TYPE = 'application/json; charset=utf-8';

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

/**
 * The JSON of values kept between requests (cached query results), made once per value as the
 * reply schema would (unknown keys stripped): the same bytes go out again, compressed once too.
 */
const keptReplies = new WeakMap<object, Buffer>();

function serializedOnce(schema: z.ZodType, value: object): Buffer {
  let bytes = keptReplies.get(value);
  if (!bytes) keptReplies.set(value, (bytes = Buffer.from(JSON.stringify(schema.parse(value)))));
  return bytes;
}

/**
 * Answers the reply's value, or for a file the contract `produces` (a CSV export) a stream of it,
 * sent as it is read.
 */
export type EndpointHandler<E extends AnyEndpoint> = (
  input: HandlerInput<E>,
) => Promise<Out<E['schemas']['response'][200]> | Readable>;

export interface EndpointOptions {
  /**
   * The handler answers values kept between requests (cached query results, never changed once
   * made): each is serialised once (see keptReplies), and compressed once, harder. Pass whether
   * the cache keeps anything (`ctx.cache.enabled`): fresh values would only fill the weak maps.
   */
  kept?: boolean;
}

/** Whether some text in the value holds a NUL character. */
function holdsNul(root: unknown): boolean {
  // A loop, not recursion: a body may nest thousands of levels deep.
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && value.includes('\u0000')) return true;
    if (typeof value !== 'object' || value === null) continue;
    // One by one: spreading a list of a million items would overflow the stack too.
    for (const item of Object.values(value)) pending.push(item);
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, so a path, query or body carrying it is refused as invalid
 * input, named by its field, before it can reach a query and fail there.
 */
function refuseNulCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  for (const part of [request.params, request.query, request.body]) {
    if (!holdsNul(part)) continue;
    const fields = typeof part === 'object' && part !== null ? Object.entries(part) : [];
    const field = fields.find(([, value]) => holdsNul(value))?.[0] ?? '_';
    done(fieldError(field, ERRORS.VALIDATION_FAILED.text));
    return;
  }
  done();
}

/**
 * Registers one endpoint of the contract: its method, path, schemas (validation, serialisation
 * and OpenAPI), its access guard (before the body is read) and, for form calls, multipart parsing.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const { schemas } = endpoint;
  const replySchema = options.kept ? schemas.response[200] : undefined;
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
    onRequest: endpoint.access === 'public' ? undefined : accessGuard(endpoint.access),
    preValidation:
      endpoint.bodyType === 'multipart'
        ? [readMultipart, refuseNulCharacters]
        : [refuseNulCharacters],
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
      if (replySchema && typeof result === 'object' && result !== null) {
        return reply.type(JSON_TYPE).send(serializedOnce(replySchema, result) as never);
      }
      return reply.send(result as never);
    },
  });
}
