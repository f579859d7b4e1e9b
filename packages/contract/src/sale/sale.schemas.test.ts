import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/messages-of';
import {
  SALE_SORT_LABELS,
  SALE_SORTS,
  saleCountText,
  saleListQuerySchema,
  saleListReplySchema,
} from './sale.schemas';

describe('the sale list query', () => {
  it('reads the specification’s query as before, newest first when no order is named', () => {
    expect(saleListQuerySchema.parse({})).toEqual({ p: 1, s: 12, sort: 'latest' });
    expect(saleListQuerySchema.parse({ q: ' 텐트 ', c: '3', p: '2', s: '24' })).toEqual({
      q: '텐트',
      c: 3,
      p: 2,
      s: 24,
      sort: 'latest',
    });
    // `?sort=` (an emptied select) is the default order too.
    expect(saleListQuerySchema.parse({ sort: '' }).sort).toBe('latest');
  });

  it.each(SALE_SORTS)('takes the order %s', (sort) => {
    expect(saleListQuerySchema.parse({ sort }).sort).toBe(sort);
  });

  it.each(['cheapest', 'PRICEASC', 'price_asc', 'latest ', '1'])(
    'refuses the unknown order %j with a Korean message',
    (sort) => {
      expect(messagesOf(saleListQuerySchema, { sort })).toEqual(['정렬 기준이 올바르지 않습니다.']);
    },
  );

  it('names each order as the select shows it', () => {
    expect(SALE_SORTS.map((sort) => SALE_SORT_LABELS[sort])).toEqual([
      '최신순',
      '가격 낮은순',
      '가격 높은순',
      '인기순',
    ]);
  });
});

describe('the sale list reply', () => {
  const page = {
    saleList: [],
    pageInfo: { currentPageNumber: 1, leftPageNumber: 1, rightPageNumber: 0, totalPages: 0 },
  };

  it('keeps the specification’s keys and adds how many listings match', () => {
    const reply = { ...page, totalCount: 0, isCountCapped: false };
    expect(saleListReplySchema.parse(reply)).toEqual(reply);
    expect(saleListReplySchema.safeParse(page).success).toBe(false);
  });

  it('says how many a search found, or how many the list holds', () => {
    expect(saleCountText(3, { isSearch: true, isCapped: false })).toBe('검색 결과 3개');
    expect(saleCountText(0, { isSearch: true, isCapped: false })).toBe('검색 결과 0개');
    expect(saleCountText(1234, { isSearch: false, isCapped: false })).toBe('상품 1,234개');
    expect(saleCountText(1000, { isSearch: true, isCapped: true })).toBe('검색 결과 1,000개 이상');
    expect(saleCountText(10_000, { isSearch: false, isCapped: true })).toBe('상품 10,000개 이상');
  });
});
