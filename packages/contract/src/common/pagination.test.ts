import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  PAGE_WINDOW,
  computePageInfo,
  memberPageQuerySchema,
  pageQuerySchema,
  paginated,
} from './pagination';
import { memberSchema } from '../member/member.schemas';
import { messagesOf } from '../testing/messages-of';

describe('computePageInfo (architecture.md, "Rules: wire": groups of 10 pages)', () => {
  it('uses a window of 10 and a page size of 10', () => {
    expect(PAGE_WINDOW).toBe(10);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  // [case, page, total rows, page size, expected page info]
  it.each([
    ['with no rows: totalPages 0, left 1, right 0', 1, 0, 10, [1, 1, 0, 0]],
    ['page 1 of 25 pages shows 1..10', 1, 250, 10, [1, 1, 10, 25]],
    ['page 10 is still in the first group', 10, 250, 10, [10, 1, 10, 25]],
    ['page 11 of 25 pages shows 11..20', 11, 250, 10, [11, 11, 20, 25]],
    [
      'page 21 of 25 pages shows 21..25 (right capped at totalPages)',
      21,
      250,
      10,
      [21, 21, 25, 25],
    ],
    ['the last page of a partial last group', 25, 241, 10, [25, 21, 25, 25]],
    ['a few rows: right is the last page', 1, 35, 10, [1, 1, 4, 4]],
    ['an out-of-range page keeps its number', 30, 250, 10, [30, 21, 25, 25]],
    ['an out-of-range page with no rows', 3, 0, 10, [3, 1, 0, 0]],
    ['another page size', 2, 100, 12, [2, 1, 9, 9]],
  ] as const)('%s', (_case, page, total, size, [current, left, right, pages]) => {
    expect(computePageInfo(page, total, size)).toEqual({
      currentPageNumber: current,
      leftPageNumber: left,
      rightPageNumber: right,
      totalPages: pages,
    });
  });

  it('counts a partial last page', () => {
    expect(computePageInfo(1, 1, 10).totalPages).toBe(1);
    expect(computePageInfo(1, 10, 10).totalPages).toBe(1);
    expect(computePageInfo(1, 11, 10).totalPages).toBe(2);
    expect(computePageInfo(1, 21, 10).totalPages).toBe(3);
  });
});

describe('pageQuerySchema (?q=&p=)', () => {
  it('defaults p to 1', () => {
    expect(pageQuerySchema.parse({})).toEqual({ p: 1 });
  });

  it("coerces p '3' to 3", () => {
    expect(pageQuerySchema.parse({ p: '3' })).toEqual({ p: 3 });
    expect(pageQuerySchema.parse({ p: 7 })).toEqual({ p: 7 });
  });

  it.each([
    ['abc', '페이지 번호는 숫자여야 합니다.'],
    ['0', '페이지 번호는 1 이상이어야 합니다.'],
    [0, '페이지 번호는 1 이상이어야 합니다.'],
    ['-1', '페이지 번호는 1 이상이어야 합니다.'],
    ['1.5', '페이지 번호는 정수여야 합니다.'],
    [String(MAX_PAGE + 1), '페이지 번호가 너무 큽니다.'],
    ['1e12', '페이지 번호가 너무 큽니다.'],
  ])('refuses p=%j with a Korean message', (p, message) => {
    expect(messagesOf(pageQuerySchema, { p })).toEqual([message]);
  });

  it('refuses an infinite page number', () => {
    expect(pageQuerySchema.safeParse({ p: 'Infinity' }).success).toBe(false);
  });

  it('accepts the largest page', () => {
    expect(pageQuerySchema.parse({ p: String(MAX_PAGE) })).toEqual({ p: MAX_PAGE });
  });

  it('trims q', () => {
    expect(pageQuerySchema.parse({ q: '  노트북  ', p: '2' })).toEqual({ q: '노트북', p: 2 });
  });

  it('accepts q of 100 characters and refuses 101', () => {
    expect(pageQuerySchema.parse({ q: '가'.repeat(100) }).q).toBe('가'.repeat(100));
    expect(messagesOf(pageQuerySchema, { q: '가'.repeat(101) })).toEqual([
      '검색어는 100자까지 입력할 수 있습니다.',
    ]);
  });

  it('the member list query uses page instead of p', () => {
    expect(memberPageQuerySchema.parse({ page: '4', q: ' kim ' })).toEqual({ page: 4, q: 'kim' });
    expect(memberPageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(memberPageQuerySchema.safeParse({ page: 'x' }).success).toBe(false);
  });
});

describe("paginated('memberList', memberSchema)", () => {
  const schema = paginated('memberList', memberSchema);
  const member = {
    seq: 1,
    memberNo: 'ME2412310000001',
    memberId: 'hong123',
    name: '홍길동',
    email: 'hong@example.com',
    phone: '010-1234-5678',
    birthDate: '1990-01-01',
    postCode: '06236',
    addr: '서울특별시 강남구 테헤란로 1',
    addrDetail: '101호',
    useYn: true,
    delYn: false,
    roles: ['ROLE_USER'],
    insertDttm: '2024-12-31T00:00:00.000Z',
    updateDttm: '2024-12-31T00:00:00.000Z',
  };
  const pageInfo = computePageInfo(1, 1, 10);

  it('parses a good body', () => {
    const body = { memberList: [member], pageInfo };
    expect(schema.parse(body)).toEqual(body);
  });

  it('parses an empty page', () => {
    const body = { memberList: [], pageInfo: computePageInfo(1, 0, 10) };
    expect(schema.parse(body)).toEqual(body);
  });

  it('refuses a body without pageInfo', () => {
    expect(schema.safeParse({ memberList: [member] }).success).toBe(false);
  });

  it('refuses a body under another list key', () => {
    expect(schema.safeParse({ list: [member], pageInfo }).success).toBe(false);
  });

  it('refuses a bad item and an incomplete pageInfo', () => {
    expect(schema.safeParse({ memberList: [{ ...member, seq: 'one' }], pageInfo }).success).toBe(
      false,
    );
    expect(
      schema.safeParse({ memberList: [], pageInfo: { currentPageNumber: 1, totalPages: 0 } })
        .success,
    ).toBe(false);
  });
});
