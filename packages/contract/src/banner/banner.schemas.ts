import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { formBool, seqParamsSchema } from '../common/form';
import { messageReplySchema } from '../common/messages';
import { pageQuerySchema, paginated } from '../common/pagination';
import { requiredText } from '../common/rules';
import { BANNER_TEXT, isSafeLink } from './banner.constants';

// Kept apart (banner.constants.ts) so screens can read them without loading Zod; exported here as before.
export { BANNER_TEXT, isSafeLink } from './banner.constants';

export const bannerSchema = z.object({
  seq: z.number().int(),
  title: z.string(),
  link: z.string(),
  useYn: z.boolean(),
  path: z.string().nullable(),
  insertDttm: z.string(),
  updateDttm: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerSlideSchema = z.object({
  seq: z.number().int(),
  link: z.string(),
  path: z.string(),
  title: z.string(),
});
export type BannerSlide = z.infer<typeof bannerSlideSchema>;

const bannerFields = {
  title: requiredText(BANNER_TEXT.titleRequired, 100),
  link: requiredText(BANNER_TEXT.linkRequired, 500).refine(isSafeLink, BANNER_TEXT.linkInvalid),
};
/** Multipart: `title`, `link`, `image` (required when adding). */
export const bannerAddSchema = z.object(bannerFields);
/** Multipart: `title`, `link`, `useYn`, optional new `image`. */
export const bannerModifySchema = z.object({ ...bannerFields, useYn: formBool.default(true) });

const endpoint = endpointsTagged('banner');

export const bannerEndpoints = {
  slide: endpoint('GET /api/banner/slide', 'public', '홈 화면 배너 (사용중인 배너)', {
    response: { 200: z.array(bannerSlideSchema) },
  }),
  list: endpoint('GET /api/banner/list', 'admin', '배너 목록 (관리자)', {
    query: pageQuerySchema,
    response: { 200: paginated('bannerList', bannerSchema) },
  }),
  detail: endpoint('GET /api/banner/detail/:seq', 'admin', '배너 상세 (관리자)', {
    params: seqParamsSchema,
    response: { 200: bannerSchema },
  }),
  add: endpoint(
    'POST /api/banner/add',
    'admin',
    '배너 등록 (title, link, image)',
    { body: bannerAddSchema, response: { 200: messageReplySchema } },
    { bodyType: 'multipart' },
  ),
  modify: endpoint(
    'PUT /api/banner/modify/:seq',
    'admin',
    '배너 수정 (title, link, useYn, image)',
    {
      params: seqParamsSchema,
      body: bannerModifySchema,
      response: { 200: messageReplySchema },
    },
    { bodyType: 'multipart' },
  ),
  delete: endpoint('PUT /api/banner/:seq', 'admin', '배너 삭제', {
    params: seqParamsSchema,
    response: { 200: messageReplySchema },
  }),
};
