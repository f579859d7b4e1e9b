import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_WINDOW = 10;
export const MAX_PAGE = 100_000;
export const MAX_SEARCH_LENGTH = 100;

export const pageInfoSchema = z.object({
  currentPageNumber: z.number().int(),
  leftPageNumber: z.number().int(),
  rightPageNumber: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A page of `item` under the list key the specification names (`memberList`, `saleList`, ...). */
export function paginated<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item), pageInfo: pageInfoSchema } as {
    [P in K]: z.ZodArray<T>;
  } & { pageInfo: typeof pageInfoSchema });
}

/**
 * Groups of PAGE_WINDOW pages: left is the first page of the current group, right the last page of
 * the group capped at totalPages. With no rows: totalPages 0, left 1, right 0.
 */
export function computePageInfo(page: number, totalRows: number, pageSize: number): PageInfo {
  const totalPages = Math.ceil(totalRows / pageSize);
  const left = Math.floor((page - 1) / PAGE_WINDOW) * PAGE_WINDOW + 1;
  const right = Math.min(left + PAGE_WINDOW - 1, totalPages);
  return { currentPageNumber: page, leftPageNumber: left, rightPageNumber: right, totalPages };
}

// `?p=` (empty) means the first page, as it does for a person editing the address.
export const pageNumberSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce
    .number({ error: '페이지 번호는 숫자여야 합니다.' })
    .int('페이지 번호는 정수여야 합니다.')
    .min(1, '페이지 번호는 1 이상이어야 합니다.')
    .max(MAX_PAGE, '페이지 번호가 너무 큽니다.')
    .default(1),
);

export const searchTextSchema = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, `검색어는 ${MAX_SEARCH_LENGTH}자까지 입력할 수 있습니다.`);

/** `?q=&p=`: the usual list query. */
export const pageQuerySchema = z.object({
  q: searchTextSchema.optional(),
  p: pageNumberSchema,
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The member administration list pages with `page` instead of `p`. */
export const memberPageQuerySchema = z.object({
  q: searchTextSchema.optional(),
  page: pageNumberSchema,
});
