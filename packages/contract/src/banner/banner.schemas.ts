import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { formBool, seqParamsSchema } from '../common/form';
import { messageReplySchema } from '../common/messages';
import { pageQuerySchema, paginated } from '../common/pagination';
import { requiredText } from '../common/rules';

export const BANNER_TEXT = {
  empty: '등록된 배너가 존재하지 않습니다.',
  titleRequired: '배너 제목을 입력해주세요.',
  linkRequired: '링크를 입력해주세요.',
  linkInvalid: '링크는 / 로 시작하는 상점 주소나 http(s):// 주소여야 합니다.',
  imageRequired: '배너 이미지를 선택해주세요.',
  added: '배너가 등록되었습니다.',
  modified: '배너가 수정되었습니다.',
  deleted: '배너가 삭제되었습니다.',
  notFound: '해당 배너는 존재하지 않습니다.',
  deleteFailed: '배너가 삭제되지 않았습니다.',
  modifyFailed: '배너 수정 시 오류가 발생하였습니다.',
  inUse: '사용중',
  notInUse: '미사용',
  viewAll: '전체 보기',
} as const;

/** An in-store route (`/sale/list?c=3`) or an http(s) address; never `javascript:` or the like. */
export const isSafeLink = (value: string): boolean =>
  (value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value)) ||
  /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(value);

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
