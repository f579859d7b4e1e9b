import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { paginated } from '../common/pagination';
import { adminRecordEndpoints } from '../common/record-endpoints';
import { requiredText } from '../common/rules';
import { timestampFields } from '../common/record';

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
  ...timestampFields,
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
const records = adminRecordEndpoints(endpoint, '/api/category');

export const categoryEndpoints = {
  formSelect: endpoint(
    'GET /api/category/formSelect',
    'public',
    '카테고리 선택 목록 (홈 화면, 검색, 등록 화면)',
    { response: { 200: z.array(categoryOptionSchema) } },
  ),
  list: records.list('카테고리 목록 (관리자)', paginated('categoryList', categorySchema)),
  detail: records.detail('카테고리 상세 (관리자)', categorySchema),
  add: records.add('카테고리 등록 (name, image)', categoryFormSchema),
  modify: records.modify('카테고리 수정 (name, image)', categoryFormSchema),
  delete: records.delete('카테고리 삭제'),
};
