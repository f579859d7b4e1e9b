import { z } from 'zod';
import { DAY_RANGE_TEXT, isIsoDay } from './iso-day';
import { MAX_PAGE, MAX_SEARCH_LENGTH } from './paging';

// Kept apart (paging.ts) so screens can read them without loading Zod; exported here as before.
export {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  PAGE_WINDOW,
  computePageInfo,
} from './paging';

export const pageInfoSchema = z.object({
  currentPageNumber: z.number().int(),
  leftPageNumber: z.number().int(),
  rightPageNumber: z.number().int(),
  totalPages: z.number().int(),
  /**
   * Added to the specification's shape: set on an administrator's list when more rows match than
   * it counts exactly (10,000), so `totalPages` is the database's estimate (the pager says 약).
   */
  estimated: z.literal(true).optional(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A page of `item` under the list key the specification names (`memberList`, `saleList`, ...). */
export function paginated<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item), pageInfo: pageInfoSchema } as {
    [P in K]: z.ZodArray<T>;
  } & { pageInfo: typeof pageInfoSchema });
}

/** A query parameter sent empty (`?state=`, an emptied select or field) counts as not sent. */
export const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

// `?p=` (empty) means the first page, as it does for a person editing the address.
export const pageNumberSchema = emptyAsAbsent(
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

/** A day of a query (`YYYY-MM-DD`, Korea time); empty means none. */
export const queryDaySchema = emptyAsAbsent(
  z.string().trim().refine(isIsoDay, DAY_RANGE_TEXT.badDate).optional(),
);

/**
 * `?from=&to=`: an administrator's list narrowed to the rows made on those Korea-time days, both
 * included, either end open. The server refuses a `from` after `to` (`dayRangeProblem`).
 */
export const dayRangeQuerySchema = z.object({ from: queryDaySchema, to: queryDaySchema });
