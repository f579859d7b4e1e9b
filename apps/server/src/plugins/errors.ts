import { STATUS_CODES as HTTP_STATUS_TEXT, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ERRORS, type ErrorCode } from '@store/contract';
import { isStatementTimeout } from '../db/errors';
import { AppError } from '../platform/app-error';

/** A list or report that ran past its pool's statement timeout (db/client.ts). */
const STATEMENT_TIMEOUT_TEXT =
  '조회에 시간이 너무 오래 걸려 중단했습니다. 기간이나 상태로 범위를 좁혀 다시 조회해주세요.';

/** Fastify's and its plugins' own failures, by their error code. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_FILES_LIMIT: 'TOO_MANY_FILES',
  FST_PARTS_LIMIT: 'TOO_MANY_FILES',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PROTO_VIOLATION: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** `body.password` / `querystring.p` -> `password` / `p`: the field as the form names it. */
function fieldName(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
}

function validationError(error: FastifyError): AppError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field = fieldName(issue.instancePath);
    fieldErrors[field] ??= issue.message ?? ERRORS.VALIDATION_FAILED.text;
  }
  const first = Object.values(fieldErrors)[0];
  return new AppError('VALIDATION_FAILED', {
    fieldErrors,
    ...(first ? { text: first } : {}),
  });
}

export function toAppError(error: FastifyError | Error): AppError | null {
  if (error instanceof AppError) return error;
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError) || fastifyError.validation) {
    return validationError(fastifyError);
  }
  const code = fastifyError.code ? FRAMEWORK_CODES[fastifyError.code] : undefined;
  if (code) return new AppError(code);
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError(STATUS_CODES[status] ?? 'BAD_REQUEST');
  if (status === 503) return new AppError('SERVICE_UNAVAILABLE');
  if (isStatementTimeout(error)) {
    return new AppError('SERVICE_UNAVAILABLE', { text: STATEMENT_TIMEOUT_TEXT });
  }
  return null;
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody());
}

/** One error handler for every failure: the contract's error body, never a stack trace or SQL. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const known = isResponseSerializationError(error) ? null : toAppError(error);
      if (known) {
        if (known.status >= 500) request.log.error({ err: error }, 'service unavailable');
        return sendError(reply, known);
      }
      request.log.error({ err: error }, 'unexpected failure');
      return sendError(reply, new AppError('INTERNAL'));
    });
  },
  { name: 'errors' },
);

/** Node's own refusals of a request (its parser's codes, its request timer) as the contract's. */
const CLIENT_ERROR_CODES: Record<string, ErrorCode> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'PAYLOAD_TOO_LARGE',
};

/**
 * Fastify's `clientErrorHandler`: answers what Node refuses before there is a request (a malformed
 * request line or header, headers too large, a request slower than its limit) as every other
 * refusal, in the contract's error body with the API's security headers, then closes the socket.
 */
export function refuseClientError(securityHeaders: Readonly<Record<string, string>>) {
  const fixedHeaders = Object.entries({
    ...securityHeaders,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function (this: FastifyInstance, error: ConnectionError, socket: Socket): void {
    // A reset, or a socket already gone: there is no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const refusal = new AppError(CLIENT_ERROR_CODES[error.code] ?? 'BAD_REQUEST');
    this.log.debug({ err: error }, 'client refused');
    // Once a reply has begun, more bytes would be read as part of it.
    const replying = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (socket.writable && !replying?.headersSent) {
      const body = Buffer.from(JSON.stringify(refusal.toBody()));
      const head =
        `HTTP/1.1 ${refusal.status} ${HTTP_STATUS_TEXT[refusal.status] ?? ''}\r\n${fixedHeaders}` +
        `content-length: ${body.length}\r\n\r\n`;
      socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]));
    }
    socket.destroy(error);
  };
}
