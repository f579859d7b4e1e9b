import { z } from 'zod';
import { messageSchema, type MessageType } from './messages';

export interface ErrorDefinition {
  readonly status: number;
  readonly text: string;
  readonly type: Extract<MessageType, 'warning' | 'error'>;
}

const define = <T extends Record<string, ErrorDefinition>>(table: T): T => table;

/** Failures that any call can answer. Domain tables are merged into ERRORS in ../errors.ts. */
export const COMMON_ERRORS = define({
  VALIDATION_FAILED: { status: 400, text: '입력값을 다시 확인해주세요.', type: 'warning' },
  BAD_REQUEST: { status: 400, text: '잘못된 요청입니다.', type: 'warning' },
  MALFORMED_BODY: { status: 400, text: '요청 본문의 형식이 올바르지 않습니다.', type: 'warning' },
  UNAUTHORIZED: { status: 401, text: '로그인이 필요합니다.', type: 'warning' },
  FORBIDDEN: { status: 403, text: '접근권한이 없습니다.', type: 'warning' },
  WRONG_ACCESS: { status: 403, text: '잘못된 접근입니다.', type: 'warning' },
  NOT_FOUND: { status: 404, text: '요청한 주소를 찾을 수 없습니다.', type: 'warning' },
  METHOD_NOT_ALLOWED: { status: 405, text: '허용되지 않은 요청 방식입니다.', type: 'warning' },
  CONFLICT: { status: 409, text: '현재 상태에서는 처리할 수 없는 요청입니다.', type: 'warning' },
  PAYLOAD_TOO_LARGE: { status: 413, text: '요청이 너무 큽니다.', type: 'warning' },
  FILE_TOO_LARGE: {
    status: 413,
    text: '이미지는 한 파일당 10MB까지 올릴 수 있습니다.',
    type: 'warning',
  },
  TOO_MANY_FILES: {
    status: 413,
    text: '한 번에 올릴 수 있는 파일 수를 넘었습니다.',
    type: 'warning',
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, text: '지원하지 않는 요청 형식입니다.', type: 'warning' },
  UNSUPPORTED_IMAGE: {
    status: 415,
    text: 'JPEG, PNG, GIF, WebP 형식의 이미지만 올릴 수 있습니다.',
    type: 'warning',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    text: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    type: 'warning',
  },
  INTERNAL: {
    status: 500,
    text: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    type: 'error',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    text: '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해주세요.',
    type: 'error',
  },
});

export const defineErrors = define;

/** The body of every failed call. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: messageSchema,
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
