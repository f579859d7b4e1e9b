import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
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

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('computePageInfo (architecture.md, "Rules: wire": groups of 10 pages)', () => {
  it('uses a window of 10 and a page size of 10', () => {
    expect(PAGE_WINDOW).toBe(10);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it('with no rows: totalPages 0, left 1, right 0', () => {
    expect(computePageInfo(1, 0, 10)).toEqual({
      currentPageNumber: 1,
      leftPageNumber: 1,
      rightPageNumber: 0,
      totalPages: 0,
    });
  });

  it('counts a partial last page', () => {
    expect(computePageInfo(1, 1, 10).totalPages).toBe(1);
    expect(computePageInfo(1, 10, 10).totalPages).toBe(1);
    expect(computePageInfo(1, 11, 10).totalPages).toBe(2);
    expect(computePageInfo(1, 21, 10).totalPages).toBe(3);
  });

  it('page 1 of 25 pages shows 1..10', () => {
    expect(computePageInfo(1, 250, 10)).toEqual({
      currentPageNumber: 1,
      leftPageNumber: 1,
      rightPageNumber: 10,
      totalPages: 25,
    });
  });

  it('page 10 is still in the first group', () => {
    expect(computePageInfo(10, 250, 10)).toMatchObject({ leftPageNumber: 1, rightPageNumber: 10 });
  });

  it('page 11 of 25 pages shows 11..20', () => {
    expect(computePageInfo(11, 250, 10)).toEqual({
      currentPageNumber: 11,
      leftPageNumber: 11,
      rightPageNumber: 20,
      totalPages: 25,
    });
  });

  it('page 21 of 25 pages shows 21..25 (right capped at totalPages)', () => {
    expect(computePageInfo(21, 250, 10)).toEqual({
      currentPageNumber: 21,
      leftPageNumber: 21,
      rightPageNumber: 25,
      totalPages: 25,
    });
    expect(computePageInfo(25, 241, 10)).toMatchObject({ rightPageNumber: 25, totalPages: 25 });
  });

  it('a few rows: right is the last page', () => {
    expect(computePageInfo(1, 35, 10)).toMatchObject({ leftPageNumber: 1, rightPageNumber: 4 });
  });

  it('an out-of-range page keeps its number', () => {
    expect(computePageInfo(30, 250, 10)).toEqual({
      currentPageNumber: 30,
      leftPageNumber: 21,
      rightPageNumber: 25,
      totalPages: 25,
    });
    expect(computePageInfo(3, 0, 10)).toMatchObject({ currentPageNumber: 3, totalPages: 0 });
  });

  it('works with another page size', () => {
    expect(computePageInfo(2, 100, 12)).toEqual({
      currentPageNumber: 2,
      leftPageNumber: 1,
      rightPageNumber: 9,
      totalPages: 9,
    });
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
