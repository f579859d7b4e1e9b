import {
  ERRORS,
  allEndpoints,
  errorBodySchema,
  type AnyEndpoint,
  type EndpointBody,
  type EndpointReply,
  type ErrorBody,
  type ErrorCode,
} from '@store/contract';
import { http, HttpResponse, type DefaultBodyType, type StrictResponse } from 'msw';
import { setupServer } from 'msw/node';
import { File as NodeFile } from 'node:buffer';
import { z } from 'zod';

/**
 * The store's server as the web tests see it: every request the screens send is answered by a
 * handler a test registered with `handle`, and anything else fails the test (see setup.ts).
 */
export const server = setupServer();

/** One request a handler answered, as the screen sent it. */
export interface ApiCall<E extends AnyEndpoint> {
  /** Path parameters as they appear in the address (`{ seq: '7' }`). */
  params: Record<string, string>;
  /** The query string; a repeated name keeps its last value. */
  query: Record<string, string>;
  /**
   * The JSON body, or the text fields of a multipart body (a repeated name as a list), as the
   * screen sent it: what tests assert on.
   */
  body: EndpointBody<E>;
  /** The body as the server reads it through the descriptor's request schema. */
  parsed: ParsedBody<E>;
  /** The files of a multipart body, by field name. */
  files: Record<string, File[]>;
  request: Request;
}

type ParsedBody<E extends AnyEndpoint> = E['schemas']['body'] extends z.ZodType
  ? z.output<E['schemas']['body']>
  : undefined;

/** What a handler answers: a value of the descriptor's reply type, or a response of its own. */
export type Reply<E extends AnyEndpoint> = EndpointReply<E> | Response;
export type Resolver<E extends AnyEndpoint> = (call: ApiCall<E>) => Reply<E> | Promise<Reply<E>>;

/** What `handle` hands back: the calls it answered, oldest first. */
export interface Handled<E extends AnyEndpoint> {
  readonly calls: readonly ApiCall<E>[];
}

/**
 * Contract breaches and unhandled requests seen during the current test. A resolver that throws
 * only shows as a failed call in the screen; these are reported as the test's own failure.
 */
const problems: string[] = [];
/** `METHOD /path?query` of every request, recorded as `fetch` is called. */
const sent: string[] = [];
/** Requests not yet taken by a handler nor found unhandled, by MSW's request id. */
const undecided = new Set<string>();
const idOf = new WeakMap<Request, string>();

server.events.on('request:start', ({ request, requestId }) => {
  undecided.add(requestId);
  idOf.set(request, requestId);
});
server.events.on('request:end', ({ requestId }) => undecided.delete(requestId));
server.events.on('unhandledException', ({ request, requestId, error }) => {
  undecided.delete(requestId);
  problems.push(`${request.method} ${request.url}: the handler threw ${String(error)}`);
});

/** Records the request, then lets MSW fail it as a network error. */
function onUnhandledRequest(request: Request, print: { error: () => void }): void {
  const requestId = idOf.get(request);
  if (requestId !== undefined) undecided.delete(requestId);
  problems.push(`unhandled request ${request.method} ${request.url}`);
  print.error();
}

/**
 * Every request sent so far in this test, as `METHOD /path?query`, in the order the screens
 * called `fetch` (a handler sees a call a few ticks later).
 */
export const sentRequests = (): readonly string[] => [...sent];

// Node's own FormData (jsdom's replaces the global), which `fetch` reads files from.
const NodeFormData = (await new Response(new URLSearchParams()).formData())
  .constructor as typeof FormData;

const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/**
 * A form as Node's `fetch` can send it. Vitest's own conversion of jsdom's FormData sends each file
 * as a nameless blob, and the tests look at the names the screens upload.
 */
async function toNodeFormData(form: FormData): Promise<FormData> {
  const copy = new NodeFormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') copy.append(name, value);
    else {
      const bytes = new Uint8Array(await bytesOf(value));
      copy.append(name, new NodeFile([bytes], value.name, { type: value.type }) as Blob);
    }
  }
  return copy;
}

let mswFetch: typeof fetch | undefined;

/** Starts answering requests; a request no handler answers fails its test (`takeProblems`). */
export function startApiServer(): void {
  server.listen({ onUnhandledRequest });
  const answer = globalThis.fetch;
  mswFetch = answer;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    sent.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const body = init?.body instanceof FormData ? await toNodeFormData(init.body) : init?.body;
    return answer(input, init && { ...init, body });
  };
}

export function stopApiServer(): void {
  if (mswFetch) globalThis.fetch = mswFetch;
  server.close();
}

/**
 * Waits until every request sent so far is answered by a handler or found unhandled, then
 * returns (and forgets) what went wrong in this test.
 */
export async function takeProblems(): Promise<string[]> {
  for (let tries = 0; undecided.size > 0 && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const found = problems.splice(0);
  sent.length = 0;
  undecided.clear();
  return found;
}

/** The contract's error reply for `code`; `text` stands in for a screen that shows its own. */
export function errorReply(
  code: ErrorCode,
  { text, fieldErrors }: { text?: string; fieldErrors?: Record<string, string> } = {},
): StrictResponse<ErrorBody> {
  const definition = ERRORS[code];
  const body: ErrorBody = {
    code,
    message: { text: text ?? definition.text, type: definition.type },
    ...(fieldErrors && { fieldErrors }),
  };
  return HttpResponse.json(errorBodySchema.parse(body), { status: definition.status });
}

/** The server could not be reached (the browser's `fetch` rejects). */
export const networkError = (): Response => HttpResponse.error();

type Segment = { param: string } | { text: string };
const segmentsOf = (path: string): Segment[] =>
  path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? { param: part.slice(1) } : { text: part }));

function matchPath(path: string, pathname: string): Record<string, string> | null {
  const pattern = segmentsOf(path);
  const parts = pathname.split('/').filter(Boolean);
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    const part = decodeURIComponent(parts[index]!);
    if ('param' in segment) params[segment.param] = part;
    else if (segment.text !== part) return null;
  }
  return params;
}

/** As the server's router chooses: at the first segment where two paths differ, text beats a parameter. */
function routedEndpoint(method: string, pathname: string): AnyEndpoint | undefined {
  const candidates = allEndpoints().filter(
    (endpoint) => endpoint.method === method && matchPath(endpoint.path, pathname) !== null,
  );
  const staticness = (endpoint: AnyEndpoint) =>
    segmentsOf(endpoint.path).map((segment) => ('text' in segment ? '1' : '0'));
  return candidates.sort((a, b) => staticness(b).join('').localeCompare(staticness(a).join('')))[0];
}

const describeIssues = (error: z.ZodError) => z.prettifyError(error).replace(/\n/g, '; ');

async function readBody(
  endpoint: AnyEndpoint,
  request: Request,
): Promise<{ body: unknown; files: Record<string, File[]> }> {
  const files: Record<string, File[]> = {};
  if (endpoint.method === 'GET' || request.body === null) return { body: undefined, files };
  if (endpoint.bodyType !== 'multipart') return { body: await request.json(), files };
  // As apps/server/src/plugins/uploads.ts reads it: text fields are the body, a repeated name
  // (plain or with `[]`) a list; files apart, an empty file input sending no file.
  const body: Record<string, string | string[]> = {};
  for (const [name, value] of (await request.formData()).entries()) {
    const field = name.replace(/\[\]$/, '');
    if (typeof value === 'string') {
      const existing = body[field];
      body[field] =
        existing === undefined
          ? value
          : Array.isArray(existing)
            ? [...existing, value]
            : [existing, value];
    } else if (value.size > 0 || value.name !== '') {
      (files[field] ??= []).push(value);
    }
  }
  return { body, files };
}

function toResponse(endpoint: AnyEndpoint, reply: unknown, where: string): Response {
  if (reply instanceof Response) return reply.clone();
  if (endpoint.produces) {
    return new HttpResponse(reply as string, { headers: { 'Content-Type': endpoint.produces } });
  }
  const schema = endpoint.schemas.response[200];
  const checked = schema?.safeParse(reply);
  if (checked && !checked.success) {
    problems.push(`${where}: the reply breaks the contract: ${describeIssues(checked.error)}`);
    return errorReply('INTERNAL');
  }
  return HttpResponse.json(reply as DefaultBodyType);
}

/**
 * Answers `endpoint` (method and path from its descriptor) with `reply`, a value checked against
 * the descriptor's reply schema, or with what `resolve` returns for each call. The request's
 * params, query and body are checked against the descriptor's schemas: a screen that sends what
 * the server would refuse fails its test. Registered last, a handler wins over earlier ones.
 */
export function handle<E extends AnyEndpoint>(
  endpoint: E,
  reply: Reply<E> | Resolver<E>,
  { once = false }: { once?: boolean } = {},
): Handled<E> {
  const calls: ApiCall<E>[] = [];
  const method = endpoint.method.toLowerCase() as Lowercase<E['method']>;
  server.use(
    http[method](
      endpoint.path,
      async ({ request, requestId }) => {
        const url = new URL(request.url);
        if (routedEndpoint(endpoint.method, url.pathname)?.path !== endpoint.path) return undefined;
        // Taken: a reply the test holds back (to look at the screen meanwhile) is not awaited.
        undecided.delete(requestId);
        const where = `${endpoint.method} ${endpoint.path}`;
        const params = matchPath(endpoint.path, url.pathname) ?? {};
        const query = Object.fromEntries(url.searchParams);
        const { body, files } = await readBody(endpoint, request);
        const { schemas } = endpoint;
        const checks = (
          [
            ['params', schemas.params, params],
            ['query', schemas.query, query],
            ['body', schemas.body, body],
          ] as const
        ).map(([part, schema, value]) => ({ part, checked: schema?.safeParse(value) }));
        const refusals = checks.flatMap(({ part, checked }) =>
          checked && !checked.success ? [`${part} ${describeIssues(checked.error)}`] : [],
        );
        if (refusals.length > 0) {
          problems.push(`${where}: the request breaks the contract: ${refusals.join('; ')}`);
          return errorReply('VALIDATION_FAILED');
        }
        const call: ApiCall<E> = {
          params,
          query,
          body: body as EndpointBody<E>,
          parsed: checks[2]?.checked?.data as ParsedBody<E>,
          files,
          request,
        };
        calls.push(call);
        const answer = typeof reply === 'function' ? await (reply as Resolver<E>)(call) : reply;
        return toResponse(endpoint, answer, where);
      },
      { once },
    ),
  );
  return { calls };
}
