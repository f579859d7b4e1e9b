import type { z } from 'zod';
import { messageReplySchema } from './messages';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. The server applies the guard from here, and the authorization-matrix
 * test walks the same table. Ownership ("member" calls on one's own records) is decided in services.
 */
export type EndpointAccess = 'public' | 'member' | 'admin';

export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Successful replies by status. Failures always use the error body. */
  response: Record<number, z.ZodType>;
}

export interface EndpointDefinition<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends EndpointSchemas = EndpointSchemas,
> {
  method: M;
  /** The full path, with `:name` parameters (`/api/contact/:seq`). */
  path: P;
  access: EndpointAccess;
  summary: string;
  tags: readonly string[];
  /** `multipart` for the specification's "form" calls; JSON otherwise. */
  bodyType?: 'json' | 'multipart';
  /** A reply that is not JSON (an HTML page, for example). */
  produces?: string;
  schemas: S;
}

export type AnyEndpoint = EndpointDefinition<HttpMethod, string, EndpointSchemas>;

export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  const S extends EndpointSchemas,
>(definition: EndpointDefinition<M, P, S>): EndpointDefinition<M, P, S> {
  return definition;
}

/** An endpoint's method and path as one route: `GET /api/contact/:seq`. */
export type Route = `${HttpMethod} /${string}`;
type MethodOf<R> = R extends `${infer M extends HttpMethod} ${string}` ? M : never;
type PathOf<R> = R extends `${HttpMethod} ${infer P}` ? P : never;

/** A call's schemas as written: `response` left out means the call answers with a message only. */
type SchemasWritten = Omit<EndpointSchemas, 'response'> &
  Partial<Pick<EndpointSchemas, 'response'>>;
type WithReply<S extends SchemasWritten> = S extends EndpointSchemas
  ? S
  : S & { response: { 200: typeof messageReplySchema } };

/**
 * The endpoints of one part of the API, which its documentation groups under `tags`: each read
 * as its route, who may call it, what it does and its schemas, like a line of a route table.
 * A call whose only answer is a message (`messageReplySchema`) leaves `response` out.
 *
 * @example
 * const endpoint = endpointsTagged('contact');
 * const detail = endpoint('GET /api/contact/:seq', 'public', '문의 상세', {
 *   params: seqParamsSchema,
 *   response: { 200: contactSchema },
 * });
 * const remove = endpoint('DELETE /api/contact/:seq', 'member', '문의 삭제', {
 *   params: seqParamsSchema,
 * });
 */
export function endpointsTagged(...tags: string[]) {
  return <const R extends Route, const S extends SchemasWritten>(
    route: R,
    access: EndpointAccess,
    summary: string,
    schemas: S,
    options: Pick<EndpointDefinition, 'bodyType' | 'produces'> = {},
  ): EndpointDefinition<MethodOf<R>, PathOf<R>, WithReply<S>> => {
    const space = route.indexOf(' ');
    return {
      method: route.slice(0, space) as MethodOf<R>,
      path: route.slice(space + 1) as PathOf<R>,
      access,
      summary,
      tags,
      schemas: {
        ...schemas,
        response: schemas.response ?? { 200: messageReplySchema },
      } as WithReply<S>,
      ...options,
    };
  };
}

type Infer<T> = T extends z.ZodType ? z.output<T> : never;
type InferInput<T> = T extends z.ZodType ? z.input<T> : never;

export type EndpointParams<E extends AnyEndpoint> = InferInput<E['schemas']['params']>;
export type EndpointQuery<E extends AnyEndpoint> = InferInput<E['schemas']['query']>;
export type EndpointBody<E extends AnyEndpoint> = InferInput<E['schemas']['body']>;
export type EndpointReply<E extends AnyEndpoint> = Infer<E['schemas']['response'][200]>;

/** `/api/contact/:seq` with `{ seq: 3 }` -> `/api/contact/3`. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
