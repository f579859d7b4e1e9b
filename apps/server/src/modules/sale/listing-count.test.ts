import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, sales } from '../../db/schema';
import { createCategory, createProduct, createSale } from '../../testing/catalogue-factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { deleteSale } from './sale.service';

// The public list's count comes from the counts the listings' triggers keep (migration 0017):
// every way a listing comes on show or leaves it must move them, and nothing else may.
let t: TestApp;
let tents: { seq: number };
let chairs: { seq: number };
let tentProduct: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  tents = await createCategory(t.ctx, { name: '집계 텐트' });
  chairs = await createCategory(t.ctx, { name: '집계 의자' });
  tentProduct = await createProduct(t.ctx, tents.seq);
});
afterAll(() => t.close());

/** What the list reports, all and per category. */
async function reported() {
  const totalOf = async (query: string) => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/sale/list${query}` });
    expect(reply.statusCode).toBe(200);
    return reply.json().totalCount as number;
  };
  return {
    all: await totalOf(''),
    tents: await totalOf(`?c=${tents.seq}`),
    chairs: await totalOf(`?c=${chairs.seq}`),
  };
}

/** The same counted from the listings themselves. */
async function counted() {
  const inCategory = (seq: number) =>
    sql<number>`(count(*) filter (where ${sales.categorySeq} = ${seq}))::int`;
  const [row] = await t.db
    .select({
      all: sql<number>`count(*)::int`,
      tents: inCategory(tents.seq),
      chairs: inCategory(chairs.seq),
    })
    .from(sales)
    .innerJoin(categories, eq(categories.seq, sales.categorySeq))
    .where(
      sql`${sales.delYn} = false and ${sales.useYn} = true and ${categories.delYn} = false and ${categories.useYn} = true`,
    );
  return row!;
}

describe('the public list count', () => {
  it('follows listings as they come on show, move, hide, leave and are bought', async () => {
    const expectCounts = async (step: string) =>
      expect(await reported(), step).toEqual(await counted());

    const first = await createSale(t.ctx, tentProduct, { title: '집계 텐트 하나' });
    const second = await createSale(t.ctx, tentProduct, { title: '집계 텐트 둘' });
    await expectCounts('two listings');
    expect((await reported()).tents).toBe(2);

    // Many in one statement: counted per statement.
    await t.db.execute(sql`
      insert into sale (sale_no, product_seq, category_seq, title, sale_price, delivery_fee, quantity, content, use_yn)
      select 'SAC' || lpad(g::text, 12, '0'), ${tentProduct.seq}, ${tents.seq}, '집계 묶음 ' || g, 1000, 0, 5, '', g % 4 <> 0
      from generate_series(1, 40) as g`);
    await expectCounts('forty more, ten of them hidden');
    expect((await reported()).tents).toBe(32);

    // Moved to the chairs, hidden, shown again, deleted.
    await t.db.execute(sql`update sale set category_seq = ${chairs.seq} where seq = ${first.seq}`);
    await expectCounts('one moved');
    await t.db.execute(sql`update sale set use_yn = false where seq = ${second.seq}`);
    await expectCounts('one hidden');
    await t.db.execute(sql`update sale set use_yn = true where title like '집계 묶음 %'`);
    await expectCounts('the hidden ones shown');
    await deleteSale(t.ctx, first.seq);
    await expectCounts('one deleted by an administrator');
    await t.db.execute(sql`delete from sale where title = '집계 묶음 1'`);
    await expectCounts('one removed for good');

    // Units and views change no count, and fire nothing that could.
    const before = await reported();
    await t.db.execute(
      sql`update sale set quantity = quantity - 1, view = view + 1 where title like '집계 묶음 %'`,
    );
    expect(await reported()).toEqual(before);
  });

  it('leaves out a category switched off, and counts it again when it is back', async () => {
    await createSale(t.ctx, await createProduct(t.ctx, chairs.seq), { title: '집계 의자 하나' });
    const shown = await reported();
    expect(shown.chairs).toBeGreaterThan(0);
    await t.db.execute(sql`update category set use_yn = false where seq = ${chairs.seq}`);
    expect(await reported()).toEqual({
      all: shown.all - shown.chairs,
      tents: shown.tents,
      chairs: 0,
    });
    await t.db.execute(sql`update category set use_yn = true where seq = ${chairs.seq}`);
    expect(await reported()).toEqual(shown);
    expect(shown).toEqual(await counted());
  });
});
