import type { z } from 'zod';
import type { endpointsTagged } from './endpoint';
import { seqParamsSchema } from './form';
import { messageReplySchema } from './messages';
import { pageQuerySchema } from './pagination';

const multipart = { bodyType: 'multipart' } as const;

/**
 * The specification's calls on a table an administrator keeps by `seq` (categories, couriers,
 * banners, products, listings), all under `base`: `GET base/list` (a page, `?q=&p=` unless told),
 * `GET base/detail/:seq`, `POST base/add` and `PUT base/modify/:seq` (multipart forms) and
 * `PUT base/:seq`, which deletes. Each is declared with its summary; add, modify and delete answer
 * with a message unless told.
 *
 * @example
 * const records = adminRecordEndpoints(endpointsTagged('category'), '/api/category');
 * const detail = records.detail('카테고리 상세 (관리자)', categorySchema);
 */
export function adminRecordEndpoints<const Base extends `/api/${string}`>(
  endpoint: ReturnType<typeof endpointsTagged>,
  base: Base,
) {
  return {
    list: <const R extends z.ZodType, const Q extends z.ZodType = typeof pageQuerySchema>(
      summary: string,
      reply: R,
      query?: Q,
    ) =>
      endpoint(`GET ${base}/list`, 'admin', summary, {
        query: (query ?? pageQuerySchema) as Q,
        response: { 200: reply },
      }),
    detail: <const R extends z.ZodType>(summary: string, reply: R) =>
      endpoint(`GET ${base}/detail/:seq`, 'admin', summary, {
        params: seqParamsSchema,
        response: { 200: reply },
      }),
    add: <const B extends z.ZodType, const R extends z.ZodType = typeof messageReplySchema>(
      summary: string,
      body: B,
      reply?: R,
    ) =>
      endpoint(
        `POST ${base}/add`,
        'admin',
        summary,
        { body, response: { 200: (reply ?? messageReplySchema) as R } },
        multipart,
      ),
    modify: <const B extends z.ZodType>(summary: string, body: B) =>
      endpoint(
        `PUT ${base}/modify/:seq`,
        'admin',
        summary,
        { params: seqParamsSchema, body },
        multipart,
      ),
    delete: (summary: string) =>
      endpoint(`PUT ${base}/:seq`, 'admin', summary, { params: seqParamsSchema }),
  };
}
