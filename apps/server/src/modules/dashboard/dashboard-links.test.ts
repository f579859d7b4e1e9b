// DESIGN §18: the dashboard's 미답변 문의 and 재고 부족 lead to lists of exactly the rows they count.
import { LOW_STOCK_THRESHOLD } from '@store/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema';
import { createCategory, createProduct } from '../../testing/catalogue-factories';
import { createMember } from '../../testing/factories';
import { expectAdministratorsOnly, expectFieldErrors } from '../../testing/requests';
import { useTestAppWithMembers } from '../../testing/test-app';

const t = useTestAppWithMembers();

const readWork = async () => {
  const reply = await t.app.inject({ url: '/api/admin/dashboard', headers: t.admin });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().work as { unansweredInquiries: number; lowStock: number };
};

/** The seqs of every page of an administrator's list, from `url` (with its query) on. */
async function readAllSeqs(url: string, key: string): Promise<number[]> {
  const seqs: number[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await t.app.inject({ url: `${url}&p=${page}`, headers: t.admin });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    seqs.push(...body[key].map((row: { seq: number }) => row.seq));
    if (page >= body.pageInfo.totalPages) return seqs;
  }
}

describe('미답변 문의', () => {
  const waiting: number[] = [];
  const others: number[] = [];

  beforeAll(async () => {
    const author = await createMember(t.ctx, { name: '문의자' });
    let no = 0;
    const contact = async (values: Partial<typeof contacts.$inferInsert>) => {
      no += 1;
      const [row] = await t.db
        .insert(contacts)
        .values({
          contactNo: `CO-LINK-${no}`,
          memberSeq: author.row.seq,
          title: `링크 문의 ${no}`,
          content: '내용',
          name: '문의자',
          ...values,
        })
        .returning({ seq: contacts.seq });
      return row!.seq;
    };
    // More than a page of them waiting, a hidden one among them (hidden still waits).
    for (let i = 0; i < 11; i += 1) waiting.push(await contact({}));
    waiting.push(await contact({ useYn: false }));
    others.push(await contact({ replied: true, reply: '답변' }));
    others.push(await contact({ delYn: true }));
    others.push(await contact({ replied: true, reply: '답변', delYn: true }));
  });

  it('lists exactly the inquiries the dashboard counts, on every page', async () => {
    const listed = await readAllSeqs(
      '/api/contact/list?isAdmin=true&state=unanswered',
      'contactList',
    );
    // Newest first across the pages.
    expect(listed).toEqual(waiting.toReversed());
    expect(listed).toHaveLength((await readWork()).unansweredInquiries);
    // Without the filter the administrators' list has every inquiry.
    const all = await readAllSeqs('/api/contact/list?isAdmin=true', 'contactList');
    expect(all).toEqual([...waiting, ...others].toReversed());
  });

  it('keeps the filter with a search', async () => {
    const reply = await t.app.inject({
      url: `/api/contact/list?isAdmin=true&state=unanswered&q=${encodeURIComponent('링크 문의 1')}`,
      headers: t.admin,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const titles = reply.json().contactList.map((row: { title: string }) => row.title);
    // 링크 문의 1, 10 to 12 wait; 13 to 15 are answered or deleted.
    expect(titles).toEqual(['링크 문의 12', '링크 문의 11', '링크 문의 10', '링크 문의 1']);
  });

  it('refuses an unknown state, and the filter on the public board', async () => {
    await expectFieldErrors(
      t.app.inject({ url: '/api/contact/list?isAdmin=true&state=answered', headers: t.admin }),
      { state: '알 수 없는 답변 상태입니다.' },
    );
    for (const headers of [t.admin, t.member, {}])
      await expectFieldErrors(
        t.app.inject({ url: '/api/contact/list?state=unanswered', headers }),
        {
          state: '답변 상태로는 관리자 목록만 거를 수 있습니다.',
        },
      );
  });

  it('is for administrators only', async () => {
    await expectAdministratorsOnly(t, ['/api/contact/list?isAdmin=true&state=unanswered']);
  });
});

describe('재고 부족', () => {
  const short: number[] = [];

  beforeAll(async () => {
    const category = await createCategory(t.ctx, { name: '재고 링크' });
    for (const stock of [0, 1, LOW_STOCK_THRESHOLD])
      short.push((await createProduct(t.ctx, category.seq, { stock, name: `부족 ${stock}` })).seq);
    await createProduct(t.ctx, category.seq, { stock: LOW_STOCK_THRESHOLD + 1, name: '넉넉' });
    await createProduct(t.ctx, category.seq, { stock: 1, name: '지운 상품', delYn: true });
  });

  it('lists exactly the products the dashboard counts', async () => {
    const listed = await readAllSeqs('/api/product/list?state=lowStock', 'productList');
    expect(listed).toEqual(short.toReversed());
    expect(listed).toHaveLength((await readWork()).lowStock);
    // An empty state is no filter: the one with stock to spare is listed too.
    expect(await readAllSeqs('/api/product/list?state=', 'productList')).toHaveLength(4);
  });

  it('keeps the filter with a search', async () => {
    const reply = await t.app.inject({
      url: `/api/product/list?state=lowStock&q=${encodeURIComponent('부족 0')}`,
      headers: t.admin,
    });
    expect(reply.json().productList.map((row: { seq: number }) => row.seq)).toEqual([short[0]]);
  });

  it('refuses an unknown state', async () => {
    await expectFieldErrors(
      t.app.inject({ url: '/api/product/list?state=low', headers: t.admin }),
      { state: '알 수 없는 재고 상태입니다.' },
    );
  });

  it('is for administrators only', async () => {
    await expectAdministratorsOnly(t, ['/api/product/list?state=lowStock']);
  });
});
