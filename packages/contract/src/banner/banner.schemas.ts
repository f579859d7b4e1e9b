import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
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

const tags = ['banner'];

export const bannerEndpoints = {
  slide: defineEndpoint({
    method: 'GET',
    path: '/api/banner/slide',
    access: 'public',
    summary: '홈 화면 배너 (사용중인 배너)',
    tags,
    schemas: { response: { 200: z.array(bannerSlideSchema) } },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/banner/list',
    access: 'admin',
    summary: '배너 목록 (관리자)',
    tags,
    schemas: { query: pageQuerySchema, response: { 200: paginated('bannerList', bannerSchema) } },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/banner/detail/:seq',
    access: 'admin',
    summary: '배너 상세 (관리자)',
    tags,
    schemas: { params: seqParamsSchema, response: { 200: bannerSchema } },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/banner/add',
    access: 'admin',
    summary: '배너 등록 (title, link, image)',
    tags,
    bodyType: 'multipart',
    schemas: { body: bannerAddSchema, response: { 200: messageReplySchema } },
  }),
  modify: defineEndpoint({
    method: 'PUT',
    path: '/api/banner/modify/:seq',
    access: 'admin',
    summary: '배너 수정 (title, link, useYn, image)',
    tags,
    bodyType: 'multipart',
    schemas: {
      params: seqParamsSchema,
      body: bannerModifySchema,
      response: { 200: messageReplySchema },
    },
  }),
  delete: defineEndpoint({
    method: 'PUT',
    path: '/api/banner/:seq',
    access: 'admin',
    summary: '배너 삭제',
    tags,
    schemas: { params: seqParamsSchema, response: { 200: messageReplySchema } },
  }),
};
