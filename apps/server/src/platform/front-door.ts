import { randomUUID } from 'node:crypto';
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import type { TrustProxy } from '../config/env';
import { MIN_COMPRESSED_BYTES, preparedBody } from '../plugins/compression';
import { HSTS_HEADER, type SecurityHeaders } from '../plugins/security';
import type { PublicCache } from './public-cache';

const JSON_TYPE = 'application/json; charset=utf-8';
/** The levels at which a completed request is logged (Fastify's own line is at info). */
export const LOGS_COMPLETIONS = new Set(['info', 'debug', 'trace']);

/**
 * Writes JSON bytes kept between requests as a 200 reply: after the headers given (security,
 * CORS, as name-value pairs), its type, length and request id, compressed as the request accepts
 * (once per entry and encoding, see preparedBody).
 */
export function writeKeptJson(
  res: ServerResponse,
  headers: string[],
  reply: { json: Buffer; acceptEncoding: string | undefined; requestId: string; vary?: string },
): void {
  const { json, vary } = reply;
  const { body, encoding } = preparedBody(json, reply.acceptEncoding);
  headers.push(
    'content-type',
    JSON_TYPE,
    'content-length',
    String(body.length),
    'x-request-id',
    reply.requestId,
  );
  if (json.length >= MIN_COMPRESSED_BYTES) {
    headers.push('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  } else if (vary) {
    headers.push('vary', vary);
  }
  if (encoding) headers.push('content-encoding', encoding);
  res.writeHead(200, headers);
  res.end(body);
}

/** What an answer at the front door may look at: the address, the headers and who is asking. */
export interface ReadyRequest {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  /** The client's address, as Fastify's `request.ip` gives it under the same proxy setting. */
  readonly ip: string;
  readonly raw: { readonly socket: object | null };
}

/**
 * The bytes of a reply already made for this request, or undefined when the app must answer. It
 * must decide only what the route would have answered the same, for any visitor it answers.
 */
export type ReadyReply = (request: ReadyRequest) => Buffer | undefined;

export interface FrontDoorOptions {
  /** TRUST_PROXY: which proxies' X-Forwarded-For and -Proto to believe, as Fastify is given it. */
  trustProxy: TrustProxy | false;
  /** Whether other origins may read replies (CORS_ORIGINS): their requests get the app's CORS. */
  crossOrigin: boolean;
  /** The security headers for an address, as the security plugin sets them. */
  securityHeaders: (url: string) => SecurityHeaders;
  logger: FastifyBaseLogger;
}

/** The last of the values a header was given (as Fastify reads X-Forwarded-Proto). */
function lastEntry(value: string): string {
  const comma = value.lastIndexOf(',');
  return (comma === -1 ? value : value.slice(comma + 1)).trim();
}

/** What Fastify, with its defaults filled in, sets on the server it makes. */
interface ServerTimeouts {
  /** Node's own server options (Fastify's `http`), given to the server as it is made. */
  http?: http.ServerOptions | null;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/** A request at the door, as answers see it; the client's address is worked out if one asks. */
class DoorRequest implements ReadyRequest {
  #ip: string | undefined;

  constructor(
    private readonly req: IncomingMessage,
    readonly url: string,
    private readonly trustProxy: TrustProxy | false,
  ) {}

  get headers(): IncomingHttpHeaders {
    return this.req.headers;
  }

  get raw(): { socket: object | null } {
    return this.req;
  }

  /** As Fastify's `request.ip`: the address the last trusted hop appended, never the leftmost. */
  get ip(): string {
    this.#ip ??= this.trustProxy
      ? proxyAddr(this.req, this.trustProxy)
      : (this.req.socket.remoteAddress ?? '');
    return this.#ip;
  }
}

const frontDoors = new WeakMap<object, FrontDoor>();

/** The front door of the app's server, if it was made with one (see FrontDoor.serverFactory). */
export function frontDoorOf(server: object): FrontDoor | undefined {
  return frontDoors.get(server);
}

/**
 * Answers the reads whose reply is already made (a cached public read, a listing a visitor
 * reloads) on Node's request event, before Fastify makes its request and reply, routes, runs
 * hooks and makes a logger: for a cached read that is most of the time it takes. Everything else
 * goes to Fastify, as do these same reads whenever the door cannot answer them exactly as the app
 * would: other methods, cross-origin requests when CORS is open, and once the server is closing.
 * The headers are the ones the app's hooks set (security, HSTS over HTTPS, the request id); the
 * completion is logged at the level Fastify logs it.
 */
export class FrontDoor {
  readonly #answers: ReadyReply[] = [];
  readonly #caches = new Set<PublicCache>();
  readonly #headerLists = new WeakMap<SecurityHeaders, { http: string[]; https: string[] }>();
  #open = true;

  constructor(private readonly options: FrontDoorOptions) {}

  /** Replies kept in `cache` under the address they answer are sent from here. */
  serveCache(cache: PublicCache): void {
    if (!cache.enabled || this.#caches.has(cache)) return;
    this.#caches.add(cache);
    this.#answers.push((request) => {
      const kept = cache.peek<unknown>(request.url);
      // The cache holds other entries too (counts, details), under keys that are not addresses.
      return Buffer.isBuffer(kept) ? kept : undefined;
    });
  }

  /** Adds an answer of a route's own (see ReadyReply). */
  serve(answer: ReadyReply): void {
    this.#answers.push(answer);
  }

  /** From now on every request goes to the app (which refuses new ones while it closes). */
  close(): void {
    this.#open = false;
  }

  /** Fastify's `serverFactory`: Node's HTTP server with the door in front of Fastify's handler. */
  readonly serverFactory: FastifyServerFactory = (handler, fastifyOptions) => {
    // Fastify passes its options with its defaults filled in.
    const options = fastifyOptions as unknown as ServerTimeouts;
    const server = http.createServer(options.http ?? {}, (req, res) => {
      if (!this.#answer(req, res)) handler(req, res);
    });
    // What Fastify sets on the server it makes itself.
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    frontDoors.set(server, this);
    return server;
  };

  #answer(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    if (!this.#open || req.method !== 'GET' || url.charCodeAt(0) !== 47 /* / */) return false;
    const { headers } = req;
    if (this.options.crossOrigin && headers.origin !== undefined) return false;
    const started = performance.now();
    const request = new DoorRequest(req, url, this.options.trustProxy);
    let json: Buffer | undefined;
    for (const answer of this.#answers) {
      json = answer(request);
      if (json !== undefined) break;
    }
    if (json === undefined) return false;

    const requestId = (headers['x-request-id'] as string | undefined) || randomUUID();
    writeKeptJson(res, this.#securityHeaders(req, url), {
      json,
      acceptEncoding: headers['accept-encoding'],
      requestId,
    });
    const { logger } = this.options;
    if (LOGS_COMPLETIONS.has(logger.level)) {
      logger.info(
        {
          reqId: requestId,
          req: { method: 'GET', url, id: requestId },
          res: { statusCode: 200 },
          responseTime: performance.now() - started,
          cached: true,
        },
        'request completed',
      );
    }
    return true;
  }

  /** A fresh list of the security headers for this request (the reply adds its own to it). */
  #securityHeaders(req: IncomingMessage, url: string): string[] {
    const set = this.options.securityHeaders(url);
    let lists = this.#headerLists.get(set);
    if (!lists) {
      const plain = Object.entries(set).flat();
      lists = { http: plain, https: [...plain, ...HSTS_HEADER] };
      this.#headerLists.set(set, lists);
    }
    return (this.#overHttps(req) ? lists.https : lists.http).slice();
  }

  /** The scheme as Fastify's `request.protocol` reads it: the word of the peer, if trusted. */
  #overHttps(req: IncomingMessage): boolean {
    const forwarded = req.headers['x-forwarded-proto'] as string | undefined;
    const { trustProxy } = this.options;
    if (forwarded && trustProxy && trustProxy(req.socket.remoteAddress ?? '', 0)) {
      return lastEntry(forwarded) === 'https';
    }
    return (req.socket as TLSSocket).encrypted === true;
  }
}
