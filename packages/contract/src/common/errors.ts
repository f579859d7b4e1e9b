import { z } from 'zod';
import { messageSchema, type MessageType } from './messages';

export interface ErrorDefinition {
  readonly status: number;
  readonly text: string;
  readonly type: Extract<MessageType, 'warning' | 'error'>;
}

const define = <T extends Record<string, ErrorDefinition>>(table: T): T => table;

/** A refusal the person can act on (a wrong input, a state that does not allow it): a warning. */
export const refusal = (status: number, text: string) => ({
  status,
  text,
  type: 'warning' as const,
});

/** A failure that is not the person's doing (a provider down, a mail not sent): an error. */
export const fault = (status: number, text: string) => ({ status, text, type: 'error' as const });

/** Failures that any call can answer. Domain tables are merged into ERRORS in ../errors.ts. */
export const COMMON_ERRORS = define({
  VALIDATION_FAILED: refusal(400, '입력값을 다시 확인해주세요.'),
  BAD_REQUEST: refusal(400, '잘못된 요청입니다.'),
  MALFORMED_BODY: refusal(400, '요청 본문의 형식이 올바르지 않습니다.'),
  UNAUTHORIZED: refusal(401, '로그인이 필요합니다.'),
  FORBIDDEN: refusal(403, '접근권한이 없습니다.'),
  WRONG_ACCESS: refusal(403, '잘못된 접근입니다.'),
  NOT_FOUND: refusal(404, '요청한 주소를 찾을 수 없습니다.'),
  METHOD_NOT_ALLOWED: refusal(405, '허용되지 않은 요청 방식입니다.'),
  CONFLICT: refusal(409, '현재 상태에서는 처리할 수 없는 요청입니다.'),
  PAYLOAD_TOO_LARGE: refusal(413, '요청이 너무 큽니다.'),
  FILE_TOO_LARGE: refusal(413, '이미지는 한 파일당 10MB까지 올릴 수 있습니다.'),
  TOO_MANY_FILES: refusal(413, '한 번에 올릴 수 있는 파일 수를 넘었습니다.'),
  UNSUPPORTED_MEDIA_TYPE: refusal(415, '지원하지 않는 요청 형식입니다.'),
  UNSUPPORTED_IMAGE: refusal(415, 'JPEG, PNG, GIF, WebP 형식의 이미지만 올릴 수 있습니다.'),
  TOO_MANY_REQUESTS: refusal(429, '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
  INTERNAL: fault(500, '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.'),
  SERVICE_UNAVAILABLE: fault(503, '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해주세요.'),
});

export const defineErrors = define;

/** The body of every failed call. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: messageSchema,
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
