import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema';
import { createMember, signIn } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { memberSearch } from './member.repository';

/**
 * The administrators' member search takes one of two ways (member.repository.ts): a word common
 * among the newest members walks the index of `search_line`, a rarer one is found through
 * search_grams. Whichever way, a search shows exactly the members one of whose fields contains the
 * word, newest first, on every page, in the count and in the CSV.
 */
let t: TestApp;
let headers: Record<string, string>;

interface Row {
  seq: number;
  memberId: string;
  name: string;
  email: string | null;
  phone: string | null;
  memberNo: string;
}
let everyone: Row[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createMember(t.ctx, { admin: true, memberId: 'searchboss' });
  headers = (await signIn(t.app, admin)).headers;
  // 150 members in one statement (no sign-in needed): 하늘 in 120 names (common), 바다 in 30
  // (rare), ids in mixed case, e-mails and phones that hold the words too.
  await t.db.insert(members).values(
    Array.from({ length: 150 }, (_, i) => {
      const common = i % 5 !== 4;
      return {
        memberNo: `MS${String(i).padStart(6, '0')}`,
        memberId: common ? `SkyUser${i}` : `seaUser${i}`,
        name: common ? `박하늘${i % 7}` : `최바다`,
        email: i % 3 === 0 ? null : `${common ? 'sky' : 'SEA'}${i}@example.com`,
        phone: i % 10 === 0 ? null : `010-0000-${String(i).padStart(4, '0')}`,
        passwordHash: 'not-a-hash',
      };
    }),
  );
  everyone = (await t.db.select().from(members)).sort((a, b) => b.seq - a.seq);
});
afterAll(() => t.close());

/** The members a search must show, newest first: any field contains the word, in any case. */
const expected = (word: string) =>
  everyone
    .filter((row) =>
      [row.memberId, row.name, row.email, row.phone, row.memberNo].some((field) =>
        field?.toLowerCase().includes(word.toLowerCase()),
      ),
    )
    .map((row) => row.memberId);

/** Every page of the search, in order, and the pager's total. */
async function allPages(word: string) {
  const shown: string[] = [];
  let totalPages = 0;
  for (let page = 1; page === 1 || page <= totalPages; page += 1) {
    const reply = await t.app.inject({
      url: `/api/member/list?page=${page}&q=${encodeURIComponent(word)}`,
      headers,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    totalPages = body.pageInfo.totalPages;
    shown.push(...body.memberList.map((member: { memberId: string }) => member.memberId));
  }
  return { shown, totalPages };
}

describe('member search, common and rare words', () => {
  it('walks the search line for a word common among the newest members, and the pieces for a rare one', async () => {
    const way = async (word: string) =>
      t.db
        .select({ seq: members.seq })
        .from(members)
        .where(await memberSearch(t.db, word))
        .toSQL().sql;
    expect(await way('하늘')).toContain('"search_line" like');
    expect(await way('sky')).toContain('"search_line" ilike');
    expect(await way('바다')).toContain('"search_grams" @>');
    expect(await way('SEA')).toContain('"search_grams" @>');
  });

  it.each([
    ['하늘', 'common, Korean'],
    ['하', 'common, one syllable'],
    ['sky', 'common, in mixed case'],
    ['SKYUSER1', 'part of ids, in another case'],
    ['바다', 'rare, Korean'],
    ['sea', 'rare, in mixed case'],
    ['0000-01', 'a phone number'],
    ['MS00014', 'a member number'],
    ['%', 'a wildcard taken literally'],
  ])('shows exactly the members that hold %s (%s), newest first, on every page', async (word) => {
    const want = expected(word);
    const { shown, totalPages } = await allPages(word);
    expect(shown).toEqual(want);
    expect(totalPages).toBe(Math.ceil(want.length / 10));
  });

  it('exports the same members as CSV', async () => {
    for (const word of ['하늘', '바다']) {
      const reply = await t.app.inject({
        url: `/api/member/list.csv?q=${encodeURIComponent(word)}`,
        headers,
      });
      expect(reply.statusCode).toBe(200);
      const ids = reply.body
        .slice(1)
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[1]);
      expect(ids).toEqual(expected(word));
    }
  });
});
