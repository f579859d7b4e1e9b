import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
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

const endpoint = endpointsTagged('category');

export const categoryEndpoints = {
  formSelect: endpoint(
    'GET /api/category/formSelect',
    'public',
    '카테고리 선택 목록 (홈 화면, 검색, 등록 화면)',
    { response: { 200: z.array(categoryOptionSchema) } },
  ),
  list: endpoint('GET /api/category/list', 'admin', '카테고리 목록 (관리자)', {
    query: pageQuerySchema,
    response: { 200: paginated('categoryList', categorySchema) },
  }),
  detail: endpoint('GET /api/category/detail/:seq', 'admin', '카테고리 상세 (관리자)', {
    params: seqParamsSchema,
    response: { 200: categorySchema },
  }),
  add: endpoint(
    'POST /api/category/add',
    'admin',
    '카테고리 등록 (name, image)',
    { body: categoryFormSchema, response: { 200: messageReplySchema } },
    { bodyType: 'multipart' },
  ),
  modify: endpoint(
    'PUT /api/category/modify/:seq',
    'admin',
    '카테고리 수정 (name, image)',
    {
      params: seqParamsSchema,
      body: categoryFormSchema,
      response: { 200: messageReplySchema },
    },
    { bodyType: 'multipart' },
  ),
  delete: endpoint('PUT /api/category/:seq', 'admin', '카테고리 삭제', {
    params: seqParamsSchema,
    response: { 200: messageReplySchema },
  }),
};
