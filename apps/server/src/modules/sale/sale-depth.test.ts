import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSale } from '../../testing/catalogue-factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { LISTED_ROWS_MAX, SEARCH_ROWS_MAX, SEARCH_WALK_ROWS } from './sale.repository';

let t: TestApp;
let oldest: { seq: number; title: string };

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.ctx);
  const product = await createProduct(t.ctx, category.seq);
  oldest = await createSale(t.ctx, product, { title: '가장 오래된 원목 책상' });
  // A shop larger than the list reaches, written in one statement.
  await t.db.execute(sql`
    insert into sale (sale_no, product_seq, category_seq, title, sale_price, delivery_fee, quantity, content)
    select 'SAD' || lpad(g::text, 12, '0'), ${product.seq}, ${category.seq}, '대량 상품 ' || g, 1000, 0, 1, ''
    from generate_series(1, ${LISTED_ROWS_MAX + 4}) as g`);
});
afterAll(() => t.close());

const page = async (query: string) => {
  const reply = await t.app.inject({ method: 'GET', url: `/api/sale/list${query}` });
  expect(reply.statusCode).toBe(200);
  return reply.json();
};

describe('a shop larger than the public list reaches', () => {
  it('offers the newest 10,000 listings as a thousand pages, and an empty page past them', async () => {
    const first = await page('?p=1&s=10');
    expect(first.pageInfo.totalPages).toBe(LISTED_ROWS_MAX / 10);
    expect(first.saleList[0].title).toBe(`대량 상품 ${LISTED_ROWS_MAX + 4}`);
    const last = await page(`?p=${LISTED_ROWS_MAX / 10}&s=10`);
    expect(last.saleList).toHaveLength(10);
    expect(last.saleList.at(-1).title).toBe('대량 상품 5');
    expect((await page(`?p=${LISTED_ROWS_MAX / 10 + 1}&s=10`)).saleList).toEqual([]);
    expect((await page('?p=1&s=30')).pageInfo.totalPages).toBe(Math.ceil(LISTED_ROWS_MAX / 30));
    // The count says how far the list reaches, and that more listings match than that.
    expect(first).toMatchObject({ totalCount: LISTED_ROWS_MAX, isCountCapped: true });
  });

  it('reaches as deep in every order: the first 10,000 listings of that order', async () => {
    for (const sort of ['priceAsc', 'priceDesc', 'popular']) {
      const first = await page(`?p=1&s=10&sort=${sort}`);
      expect(first, sort).toMatchObject({ totalCount: LISTED_ROWS_MAX, isCountCapped: true });
      const last = await page(`?p=${LISTED_ROWS_MAX / 10}&s=10&sort=${sort}`);
      expect(last.saleList, sort).toHaveLength(10);
      expect((await page(`?p=${LISTED_ROWS_MAX / 10 + 1}&s=10&sort=${sort}`)).saleList).toEqual([]);
    }
    // The bulk all at one price, newest first: the oldest four are past the cheapest 10,000.
    const cheapest = await page(`?p=${LISTED_ROWS_MAX / 10}&s=10&sort=priceAsc`);
    expect(cheapest.saleList.at(-1).title).toBe('대량 상품 5');
  });

  it('still finds the oldest listing by searching for it', async () => {
    const found = await page(`?q=${encodeURIComponent('원목 책상')}`);
    expect(found.saleList.map((s: { seq: number }) => s.seq)).toEqual([oldest.seq]);
    expect(found.pageInfo.totalPages).toBe(1);
    expect(found).toMatchObject({ totalCount: 1, isCountCapped: false });
  });
});

describe('a search with more matches than it reaches', () => {
  const search = (rest: string) => page(`?q=${encodeURIComponent('대량 상품')}&s=10${rest}`);

  it("counts as far as its pager's group of ten pages, and opens the next group", async () => {
    const found = await search('');
    // 10,004 match: the first group's hundred are counted, and one more page opens the next group.
    expect(found).toMatchObject({ totalCount: 100, isCountCapped: true });
    expect(found.pageInfo).toMatchObject({
      leftPageNumber: 1,
      rightPageNumber: 10,
      totalPages: 11,
    });
    expect(found.saleList[0].title).toBe(`대량 상품 ${LISTED_ROWS_MAX + 4}`);
    const second = await search('&p=11');
    expect(second).toMatchObject({ totalCount: 200, isCountCapped: true });
    expect(second.pageInfo).toMatchObject({
      leftPageNumber: 11,
      rightPageNumber: 20,
      totalPages: 21,
    });
    expect(second.saleList[0].title).toBe(`대량 상품 ${LISTED_ROWS_MAX + 4 - 100}`);
  });

  it('offers its newest 1,000 matches, in every order', async () => {
    const last = await search(`&p=${SEARCH_ROWS_MAX / 10}`);
    expect(last).toMatchObject({ totalCount: SEARCH_ROWS_MAX, isCountCapped: true });
    expect(last.pageInfo.totalPages).toBe(SEARCH_ROWS_MAX / 10);
    expect(last.saleList).toHaveLength(10);
    expect(last.saleList.at(-1).title).toBe(
      `대량 상품 ${LISTED_ROWS_MAX + 4 - SEARCH_ROWS_MAX + 1}`,
    );
    expect((await search(`&p=${SEARCH_ROWS_MAX / 10 + 1}`)).saleList).toEqual([]);
    const cheapest = await search(`&sort=priceAsc`);
    expect(cheapest).toMatchObject({ totalCount: 100, isCountCapped: true });
    expect(cheapest.saleList[0].title).toBe(`대량 상품 ${LISTED_ROWS_MAX + 4}`);
  });

  it('finds the same listings whether it walks the newest or asks the pieces', async () => {
    // More listings than the walk reads: a word only in older ones is found by its pieces.
    expect(LISTED_ROWS_MAX + 5).toBeGreaterThan(SEARCH_WALK_ROWS);
    const inOld = await page(`?q=${encodeURIComponent('상품 12')}&s=10`);
    const titles = inOld.saleList.map((s: { title: string }) => s.title);
    // 12, 120-129 and 1200-1299: all older than the newest listings the walk reads.
    expect(titles[0]).toBe('대량 상품 1299');
    expect(titles.every((title: string) => title.includes('상품 12'))).toBe(true);
    expect(inOld).toMatchObject({ totalCount: 100, isCountCapped: true });
    // 100, 1000-1009 and 10000-10004: five among the newest, the rest older; all are counted.
    const some = await page(`?q=${encodeURIComponent('상품 100')}&s=10`);
    expect(some).toMatchObject({ totalCount: 16, isCountCapped: false });
    expect(some.saleList.map((s: { title: string }) => s.title).slice(0, 6)).toEqual([
      '대량 상품 10004',
      '대량 상품 10003',
      '대량 상품 10002',
      '대량 상품 10001',
      '대량 상품 10000',
      '대량 상품 1009',
    ]);
    const rare = await page(`?q=${encodeURIComponent('상품 1299')}`);
    expect(rare.saleList.map((s: { title: string }) => s.title)).toEqual(['대량 상품 1299']);
    expect(rare).toMatchObject({ totalCount: 1, isCountCapped: false });
  });
});
