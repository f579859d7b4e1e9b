import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ERRORS, errorBodySchema, type AnyEndpoint } from '@store/contract';
import { accessGuard, type Principal } from '../plugins/auth';
import { readMultipart } from '../plugins/uploads';
import { fieldError } from './app-error';
import { frontDoorOf, LOGS_COMPLETIONS, writeKeptJson, type ReadyReply } from './front-door';
import type { PublicCache } from './public-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends bytes kept between requests (a cached reply) straight to the socket: the headers the hooks
 * set so far (security, CORS), then those of the bytes (see writeKeptJson). The send hooks have
 * nothing to add to it, so they are skipped, with Fastify's reply machinery; the completion is
 * logged as Fastify would.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, json: Buffer) {
  const headers: string[] = [];
  let vary: string | undefined;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue;
    if (name === 'vary') vary = String(value);
    else headers.push(name, String(value));
  }
  reply.hijack();
  writeKeptJson(reply.raw, headers, {
    json,
    acceptEncoding: request.headers['accept-encoding'],
    requestId: request.id,
    ...(vary ? { vary } : {}),
  });
  // Below the info level, as Fastify's own line: not even built.
  if (LOGS_COMPLETIONS.has(request.log.level)) {
    request.log.info(
      { res: { statusCode: 200 }, responseTime: reply.elapsedTime, cached: true },
      'request completed',
    );
  }
}

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
 * A successful reply already serialised against the endpoint's reply schema, kept as bytes by a
 * cache: it is sent as it is.
 */
export class SerializedReply {
  constructor(readonly bytes: Buffer) {}

  static of<T extends z.ZodType>(schema: T, value: z.output<T>): SerializedReply {
    return new SerializedReply(Buffer.from(JSON.stringify(schema.parse(value))));
  }
}

export type EndpointHandler<E extends AnyEndpoint> = (
  input: HandlerInput<E>,
) => Promise<Out<E['schemas']['response'][200]> | SerializedReply>;

export interface EndpointOptions {
  /**
   * For public replies that are the same for everyone: the serialised reply is kept in this
   * cache, keyed by the validated parameters and query, and the handler gets no principal.
   */
  cache?: PublicCache;
  /**
   * For public reads whose reply depends on little more than the address (a detail that counts
   * views): the bytes the front door sends at once, before Fastify, or undefined to go the usual
   * way. It must decide only what the handler would have answered the same.
   */
  readyReply?: ReadyReply;
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
  const { cache, readyReply } = options;
  if ((cache || readyReply) && (endpoint.access !== 'public' || endpoint.method !== 'GET')) {
    throw new Error(`${endpoint.method} ${endpoint.path}: only public reads can be answered ahead`);
  }
  const replySchema = schemas.response[200];
  // Replies already made go out at the front door, before Fastify: no routing, parsing or hooks.
  const frontDoor = frontDoorOf(app.server);
  if (cache?.enabled && replySchema) frontDoor?.serveCache(cache);
  if (readyReply) frontDoor?.serve(readyReply);
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
      if (cache?.enabled && replySchema) {
        // Keyed by the address as sent: the front door finds it there before Fastify sees it.
        const json = await cache.get(request.url, async () => {
          const result = await handler({
            params: request.params,
            query: request.query,
            body: undefined,
            principal: null,
            request,
            reply,
          } as HandlerInput<E>);
          // Serialised and encoded once per entry, as the reply schema would (unknown keys stripped).
          return result instanceof SerializedReply
            ? result.bytes
            : SerializedReply.of(replySchema, result).bytes;
        });
        sendCached(request, reply, json);
        return reply;
      }
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
      if (result instanceof SerializedReply) {
        // Bytes kept between requests (a cached detail): sent as a cached reply is. Reads only,
        // so no write skips the send hook that drops the cache.
        if (request.method === 'GET') {
          sendCached(request, reply, result.bytes);
          return reply;
        }
        return reply.type(JSON_TYPE).send(result.bytes as never);
      }
      return reply.send(result as never);
    },
  });
}
