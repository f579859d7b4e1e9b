import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { seqParamsSchema } from '../common/form';
import { messageReplySchema } from '../common/messages';
import { pageQuerySchema, paginated } from '../common/pagination';
import { requiredText } from '../common/rules';

export const CATEGORY_TEXT = {
  empty: '등록된 카테고리가 존재하지 않습니다.',
  nameRequired: '카테고리명을 입력해주세요.',
  added: '카테고리가 등록되었습니다.',
  modified: '카테고리가 수정되었습니다.',
  deleted: '카테고리가 삭제되었습니다.',
  deleteConfirm: '카테고리를 삭제하시겠습니까?',
} as const;

export const categorySchema = z.object({
  seq: z.number().int(),
  name: z.string(),
  path: z.string().nullable(),
  insertDttm: z.string(),
  updateDttm: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** What selects and the home carousel need. */
export const categoryOptionSchema = z.object({
  seq: z.number().int(),
  name: z.string(),
  path: z.string().nullable(),
});
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

/** Multipart: `name` and an optional `image` file. */
export const categoryFormSchema = z.object({ name: requiredText(CATEGORY_TEXT.nameRequired, 50) });

const tags = ['category'];

export const categoryEndpoints = {
  formSelect: defineEndpoint({
    method: 'GET',
    path: '/api/category/formSelect',
    access: 'public',
    summary: '카테고리 선택 목록 (홈 화면, 검색, 등록 화면)',
    tags,
    schemas: { response: { 200: z.array(categoryOptionSchema) } },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/category/list',
    access: 'admin',
    summary: '카테고리 목록 (관리자)',
    tags,
    schemas: {
      query: pageQuerySchema,
      response: { 200: paginated('categoryList', categorySchema) },
    },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/category/detail/:seq',
    access: 'admin',
    summary: '카테고리 상세 (관리자)',
    tags,
    schemas: { params: seqParamsSchema, response: { 200: categorySchema } },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/category/add',
    access: 'admin',
    summary: '카테고리 등록 (name, image)',
    tags,
    bodyType: 'multipart',
    schemas: { body: categoryFormSchema, response: { 200: messageReplySchema } },
  }),
  modify: defineEndpoint({
    method: 'PUT',
    path: '/api/category/modify/:seq',
    access: 'admin',
    summary: '카테고리 수정 (name, image)',
    tags,
    bodyType: 'multipart',
    schemas: {
      params: seqParamsSchema,
      body: categoryFormSchema,
      response: { 200: messageReplySchema },
    },
  }),
  delete: defineEndpoint({
    method: 'PUT',
    path: '/api/category/:seq',
    access: 'admin',
    summary: '카테고리 삭제',
    tags,
    schemas: { params: seqParamsSchema, response: { 200: messageReplySchema } },
  }),
};
