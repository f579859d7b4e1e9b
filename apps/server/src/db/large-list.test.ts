import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signIn } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { EXACT_COUNT_LIMIT } from './paging';

// More members than a list counts exactly: the member list pages them on the planner's estimate.
const BULK = EXACT_COUNT_LIMIT + 25;

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    insert into member (member_no, member_id, password_hash, name, email, roles)
    select 'MEL' || lpad(g::text, 12, '0'), 'bulk' || g, 'x', case when g % 1000 = 0 then '천번째' else '회원' || g end,
           'bulk' || g || '@example.com', 'ROLE_USER'
    from generate_series(1, ${BULK}) as g`);
  await t.db.execute(sql`analyze member`);
  const admin = await createMember(t.ctx, { admin: true, memberId: 'boss01' });
  headers = (await signIn(t.app, admin)).headers;
}, 60_000);
afterAll(() => t.close());

const list = async (query: string) => {
  const reply = await t.app.inject({ method: 'GET', url: `/api/member/list?${query}`, headers });
  expect(reply.statusCode).toBe(200);
  return reply.json() as {
    memberList: { memberId: string }[];
    pageInfo: { totalPages: number; estimated?: true };
  };
};

/** The member ids of a page as a plain OFFSET over every row reads them. */
async function idsByOffset(offset: number): Promise<string[]> {
  const { rows } = (await t.db.execute(
    sql`select member_id from member order by seq desc limit 10 offset ${offset}`,
  )) as unknown as { rows: { member_id: string }[] };
  return rows.map((row) => row.member_id);
}

describe('an administrator list larger than it counts exactly', () => {
  it('says its number of pages is an estimate, and still pages newest first', async () => {
    const first = await list('page=1');
    expect(first.pageInfo.estimated).toBe(true);
    expect(first.pageInfo.totalPages).toBeGreaterThan(EXACT_COUNT_LIMIT / 10);
    expect(first.memberList.map((m) => m.memberId)).toEqual(await idsByOffset(0));
    expect(first.memberList[0]!.memberId).toBe('boss01');

    const second = await list('page=2');
    expect(second.memberList.map((m) => m.memberId)).toEqual(await idsByOffset(10));
  });

  it('shows the oldest members on its last page, without walking the whole table', async () => {
    const { pageInfo } = await list('page=1');
    const last = await list(`page=${pageInfo.totalPages}`);
    expect(last.memberList.length).toBeGreaterThan(0);
    expect(last.memberList.at(-1)!.memberId).toBe('bulk1');
    const beforeLast = await list(`page=${pageInfo.totalPages - 1}`);
    expect(beforeLast.memberList).toHaveLength(10);
    expect(beforeLast.memberList.at(-1)!.memberId).toBe(`bulk${1 + last.memberList.length}`);
  });

  it('counts exactly, with no estimate, once a search narrows it', async () => {
    const found = await list(`q=${encodeURIComponent('천번째')}&page=1`);
    expect(found.pageInfo).toEqual({
      currentPageNumber: 1,
      leftPageNumber: 1,
      rightPageNumber: 1,
      totalPages: 1,
    });
    expect(found.memberList.map((m) => m.memberId)).toEqual(
      Array.from({ length: 10 }, (_, i) => `bulk${(10 - i) * 1000}`),
    );
  });
});
