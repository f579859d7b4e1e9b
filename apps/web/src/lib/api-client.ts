import {
  COMMON_ERRORS,
  MESSAGE_TYPES,
  buildPath,
  type AnyEndpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
  type ErrorBody,
  type Message,
  type MessageType,
} from '@store/contract';
import { takeEarlyCall } from './early-call';
import { toQueryString } from './query-string';
import { readToken } from './token';

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const NETWORK_ERROR_TEXT = '서버와 연결할 수 없습니다. 잠시 후 다시 시도해주세요.';

/**
 * A failed call: the server's `{ code, message: { text, type }, fieldErrors? }`, or a Korean stand-in
 * when the reply is not that shape (status 0 when the server could not be reached).
 * `message` is the text, as for any Error; `userMessage` is the text with its toast type.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly type: MessageType;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(status: number, body: ErrorBody) {
    super(body.message.text);
    this.status = status;
    this.code = body.code;
    this.type = body.message.type;
    this.fieldErrors = body.fieldErrors ?? {};
  }

  get userMessage(): Message {
    return { text: this.message, type: this.type };
  }
}

/** What to tell the person about any thrown value. */
export function errorMessage(error: unknown): Message {
  if (error instanceof ApiError) return error.userMessage;
  const { text, type } = COMMON_ERRORS.INTERNAL;
  return { text, type };
}

/** The error body for a reply that did not carry one: the common text for its status. */
function fallbackBody(status: number): ErrorBody {
  const [code, definition] =
    Object.entries(COMMON_ERRORS).find(([, entry]) => entry.status === status) ??
    (status >= 500
      ? ['INTERNAL', COMMON_ERRORS.INTERNAL]
      : ['BAD_REQUEST', COMMON_ERRORS.BAD_REQUEST]);
  return { code, message: { text: definition.text, type: definition.type } };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The contract's error body (`errorBodySchema`), checked by hand: Zod is not loaded by every page
 * (see apps/web/vite/contract-for-browser.ts), and every page can receive an error.
 */
function toErrorBody(value: unknown): ErrorBody | null {
  if (!isRecord(value) || typeof value.code !== 'string' || !isRecord(value.message)) return null;
  const { text, type } = value.message;
  if (typeof text !== 'string' || !(MESSAGE_TYPES as readonly unknown[]).includes(type))
    return null;
  const body: ErrorBody = { code: value.code, message: { text, type: type as MessageType } };
  if (value.fieldErrors === undefined) return body;
  if (!isRecord(value.fieldErrors)) return null;
  const fieldErrors = Object.entries(value.fieldErrors);
  if (!fieldErrors.every(([, message]) => typeof message === 'string')) return null;
  return { ...body, fieldErrors: Object.fromEntries(fieldErrors) as Record<string, string> };
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const body = toErrorBody(await response.json());
    if (body) return body;
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall through to the status text.
  }
  return fallbackBody(response.status);
}

async function readReply(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) return response.json();
  const text = await response.text();
  return text === '' ? undefined : text;
}

export interface ApiRequestOptions<E extends AnyEndpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  /** JSON, or a FormData sent as it is (for `bodyType: 'multipart'` calls). */
  body?: EndpointBody<E> | FormData;
  signal?: AbortSignal;
}

/**
 * Calls one endpoint of the contract. Sends the stored token as a bearer token and the cookies;
 * resolves with the response when it succeeded, or throws `ApiError`.
 */
async function send<E extends AnyEndpoint>(
  endpoint: E,
  options: ApiRequestOptions<E>,
  accept: string,
): Promise<Response> {
  const { params, query, body, signal } = options;
  const url =
    buildPath(endpoint.path, params as Record<string, string | number> | undefined) +
    toQueryString(query as Record<string, unknown> | undefined);

  const headers = new Headers({ Accept: accept });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body !== undefined && endpoint.method !== 'GET') {
    if (body instanceof FormData) {
      // The browser sets the multipart boundary itself.
      payload = body;
    } else {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
  }

  let response: Response;
  try {
    // The first screen's call, when the page's entry script has made it already (early-call.ts).
    const early = endpoint.method === 'GET' && !signal ? takeEarlyCall(url, token) : null;
    response = await (early ??
      fetch(url, {
        method: endpoint.method,
        headers,
        body: payload,
        credentials: 'include',
        signal,
      }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, {
      code: NETWORK_ERROR_CODE,
      message: { text: NETWORK_ERROR_TEXT, type: 'error' },
    });
  }

  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  return response;
}

/** Calls one endpoint of the contract; resolves with the parsed reply, or throws `ApiError`. */
export async function apiRequest<E extends AnyEndpoint>(
  endpoint: E,
  options: ApiRequestOptions<E> = {},
): Promise<EndpointReply<E>> {
  return (await readReply(await send(endpoint, options, 'application/json'))) as EndpointReply<E>;
}

/** The file name a `Content-Disposition` header gives (its UTF-8 form first), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: the plain one, or the fallback.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Fetches a file an endpoint makes (a CSV export) as the signed-in person, byte for byte (a UTF-8
 * byte order mark included), with the name the server gives it.
 */
export async function apiDownload<E extends AnyEndpoint>(
  endpoint: E,
  options: ApiRequestOptions<E>,
  fallbackName: string,
): Promise<{ blob: Blob; name: string }> {
  const response = await send(endpoint, options, endpoint.produces ?? '*/*');
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  return { blob: await response.blob(), name };
}
