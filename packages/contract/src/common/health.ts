import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const healthReplySchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  version: z.string(),
});

export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: '서버와 데이터베이스 상태',
    tags: ['system'],
    schemas: { response: { 200: healthReplySchema } },
  }),
};
