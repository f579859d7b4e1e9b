import { z } from 'zod';
import { endpointsTagged } from './endpoint';

export const healthReplySchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  version: z.string(),
});

/** Ready for traffic: what a load balancer asks before sending requests (503 while not). */
export const healthReadyReplySchema = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  /** Migrations applied out of those this version ships: equal, or the process is not ready. */
  migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
  images: z.literal('ok'),
  version: z.string(),
});

/** What the browser needs to know about this store's set-up. Never a secret. */
export const publicConfigSchema = z.object({
  postcodeScriptUrl: z.string(),
  /** `kakaopay` (the real API) or `demo` (the built-in approval page). */
  paymentProvider: z.enum(['kakaopay', 'demo']),
  /** Without SMTP, a development store keeps mails at /dev/mail. */
  devMailbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

const systemEndpoint = endpointsTagged('system');

export const healthEndpoints = {
  config: systemEndpoint(
    'GET /api/config',
    'public',
    '화면 설정 (우편번호 스크립트 주소, 결제 방식)',
    { response: { 200: publicConfigSchema } },
  ),
  health: systemEndpoint('GET /api/health', 'public', '서버와 데이터베이스 상태', {
    response: { 200: healthReplySchema },
  }),
  ready: systemEndpoint(
    'GET /api/health/ready',
    'public',
    '요청을 받을 준비 (데이터베이스, 마이그레이션, 이미지 저장소; 종료 중이면 503)',
    { response: { 200: healthReadyReplySchema } },
  ),
};
