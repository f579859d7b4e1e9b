import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, listingBlocks, sales } from '../../db/schema';
import { createCategory, createProduct, createSale } from '../../testing/catalogue-factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { BLOCK_SKIP_FROM } from './sale.repository';
import { deleteSale } from './sale.service';

// The public list's count comes from the counts the listings' triggers keep (migration 0017), and
// its deep pages start from the counts per block of seqs they keep too (0018): every way a
// listing comes on show or leaves it must move them, and nothing else may.
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

/** The counts per category and block of seqs, as the triggers keep them and as the listings say. */
async function blocks() {
  const kept = await t.db
    .select({
      categorySeq: listingBlocks.categorySeq,
      block: listingBlocks.block,
      listed: listingBlocks.listed,
    })
    .from(listingBlocks)
    .where(sql`${listingBlocks.listed} <> 0`)
    .orderBy(listingBlocks.categorySeq, listingBlocks.block);
  const block = sql<number>`(${sales.seq} >> 10)::int`;
  const counted = await t.db
    .select({ categorySeq: sales.categorySeq, block, listed: sql<number>`count(*)::int` })
    .from(sales)
    .where(sql`${sales.delYn} = false and ${sales.useYn} = true`)
    .groupBy(sales.categorySeq, block)
    .orderBy(sales.categorySeq, block);
  return { kept, counted };
}

describe('the public list count', () => {
  it('follows listings as they come on show, move, hide, leave and are bought', async () => {
    const expectCounts = async (step: string) => {
      expect(await reported(), step).toEqual(await counted());
      const { kept, counted: blocksCounted } = await blocks();
      expect(kept, step).toEqual(blocksCounted);
    };

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

describe('deep pages newest first', () => {
  it('start from the block their offset falls in, and show what a walk from the newest shows', async () => {
    const first = await createCategory(t.ctx, { name: '블록 가' });
    const second = await createCategory(t.ctx, { name: '블록 나' });
    const product = await createProduct(t.ctx, first.seq);
    // Two categories interleaved, every fifth listing hidden: blocks of uneven counts.
    await t.db.execute(sql`
      insert into sale (sale_no, product_seq, category_seq, title, sale_price, delivery_fee, quantity, content, use_yn)
      select 'SAB' || lpad(g::text, 12, '0'), ${product.seq},
        case when g % 3 = 2 then ${second.seq}::int else ${first.seq}::int end, '블록 ' || g, 1000, 0, 1, '', g % 5 <> 0
      from generate_series(1, 4500) as g`);
    const { kept, counted: blocksCounted } = await blocks();
    expect(kept).toEqual(blocksCounted);

    /** A page's titles as the list shows it, and as a walk of the listings on show finds it. */
    const shown = async (query: string) => {
      const reply = await t.app.inject({ method: 'GET', url: `/api/sale/list${query}` });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().saleList.map((sale: { title: string }) => sale.title);
    };
    const walked = async (categorySeq: number | null, page: number, size: number) => {
      const rows = await t.db
        .select({ title: sales.title })
        .from(sales)
        .innerJoin(categories, eq(categories.seq, sales.categorySeq))
        .where(
          sql`${sales.delYn} = false and ${sales.useYn} = true and ${categories.delYn} = false and ${categories.useYn} = true ${
            categorySeq === null ? sql`` : sql`and ${sales.categorySeq} = ${categorySeq}`
          }`,
        )
        .orderBy(sql`${sales.seq} desc`)
        .offset((page - 1) * size)
        .limit(size);
      return rows.map((row) => row.title);
    };
    const expectPages = async (step: string) => {
      const all = (await reported()).all;
      const inFirst = Number(
        (await t.app.inject({ method: 'GET', url: `/api/sale/list?c=${first.seq}` })).json()
          .totalCount,
      );
      // The last page walked from the newest, the first two found from their block, one deeper,
      // and the last.
      const pagesOf = (size: number, listed: number) => {
        const walkedLast = Math.ceil(BLOCK_SKIP_FROM / size);
        const last = Math.ceil(listed / size);
        return [
          walkedLast,
          walkedLast + 1,
          walkedLast + 2,
          Math.min(walkedLast + 20, last - 1),
          last,
        ];
      };
      for (const [categorySeq, size, pages] of [
        [null, 10, pagesOf(10, all)],
        [null, 12, pagesOf(12, all)],
        [first.seq, 10, pagesOf(10, inFirst)],
        [first.seq, 30, pagesOf(30, inFirst)],
      ] as const) {
        for (const page of pages) {
          const query = `?p=${page}&s=${size}${categorySeq === null ? '' : `&c=${categorySeq}`}`;
          const expected = await walked(categorySeq, page, size);
          expect(expected.length, `${step} ${query}`).toBeGreaterThan(0);
          expect(await shown(query), `${step} ${query}`).toEqual(expected);
        }
      }
    };
    await expectPages('two categories');
    // A category switched off leaves the blocks' sums as it leaves the list.
    await t.db.execute(sql`update category set use_yn = false where seq = ${second.seq}`);
    await expectPages('the second switched off');
    await t.db.execute(sql`update category set use_yn = true where seq = ${second.seq}`);
  });
});
