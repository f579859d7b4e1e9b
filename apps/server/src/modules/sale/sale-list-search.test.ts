import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SALE_TEXT, type SaleSort } from '@store/contract';
import { categories, sales } from '../../db/schema';
import {
  CAMPING_CHAIR_FORM,
  createCategory,
  createProduct,
  createSale,
} from '../../testing/catalogue-factories';
import { createMember } from '../../testing/factories';
import { form, sendForm } from '../../testing/multipart';
import { createOrder } from '../../testing/order-factories';
import { useTestAppWithMembers } from '../../testing/test-app';
import { salePageSeqs } from './sale.repository';

const t = useTestAppWithMembers();

const list = async (query: string) => {
  const reply = await t.app.inject({ method: 'GET', url: `/api/sale/list${query}` });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};
/** A product of `category` with `values`, listed under `title`. */
async function listProduct(
  category: { seq: number },
  values: Parameters<typeof createProduct>[2],
  title: string,
) {
  const product = await createProduct(t.ctx, category.seq, values);
  await createSale(t.ctx, product, { title });
  return product;
}

const titles = async (query: string): Promise<string[]> =>
  (await list(query)).saleList.map((s: { title: string }) => s.title);
const search = (word: string, more = '') => titles(`?q=${encodeURIComponent(word)}${more}`);

describe('searching what a listing offers', () => {
  it('finds a listing by its product’s name and brand and its category’s name, not only its title', async () => {
    const category = await createCategory(t.ctx, { name: '백패킹장비' });
    await listProduct(category, { name: '릴렉스 체어 원', brand: '헬리녹스' }, '여름 특가 A');
    await listProduct(category, { name: '경량 타프', brand: '제로그램' }, '여름 특가 B');

    expect(await search('릴렉스')).toEqual(['여름 특가 A']);
    expect(await search('체어 원')).toEqual(['여름 특가 A']);
    expect(await search('헬리녹스')).toEqual(['여름 특가 A']);
    // One syllable and two, anywhere in a name, as for titles.
    expect(await search('녹')).toEqual(['여름 특가 A']);
    expect(await search('그램')).toEqual(['여름 특가 B']);
    expect(await search('백패킹')).toEqual(['여름 특가 B', '여름 특가 A']);
    // The title still finds both, and the search says how many it found.
    const found = await list(`?q=${encodeURIComponent('여름 특가')}`);
    expect(found).toMatchObject({ totalCount: 2, isCountCapped: false });
    // Name, brand and category are kept apart: a word never runs from one into the next.
    expect(await search('원헬리')).toEqual([]);
    expect(await search('녹스백')).toEqual([]);
  });

  it('follows a product’s and a category’s rename made through the API', async () => {
    const category = await createCategory(t.ctx, { name: '개명전분류' });
    const product = await listProduct(
      category,
      { name: '개명전 의자', brand: '옛브랜드' },
      '이름 바뀌는 판매글',
    );
    expect(await search('개명전 의자')).toEqual(['이름 바뀌는 판매글']);

    const renamed = await sendForm(
      t.app,
      'PUT',
      `/api/product/modify/${product.seq}`,
      form({
        ...CAMPING_CHAIR_FORM,
        category: '개명전분류',
        name: '개명후 소파',
        brand: '새브랜드',
      }),
      t.admin,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search('개명전 의자')).toEqual([]);
    expect(await search('옛브랜드')).toEqual([]);
    expect(await search('개명후 소파')).toEqual(['이름 바뀌는 판매글']);
    expect(await search('새브랜드')).toEqual(['이름 바뀌는 판매글']);

    const moved = await sendForm(
      t.app,
      'PUT',
      `/api/category/modify/${category.seq}`,
      form({ name: '개명후분류' }),
      t.admin,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await search('개명전분류')).toEqual([]);
    expect(await search('개명후분류')).toEqual(['이름 바뀌는 판매글']);
    // The rename kept what the product's name gave.
    expect(await search('개명후 소파')).toEqual(['이름 바뀌는 판매글']);
  });

  it('follows a listing moved to another product or category', async () => {
    const category = await createCategory(t.ctx, { name: '이사전분류' });
    const before = await createProduct(t.ctx, category.seq, { name: '이사전 상품' });
    const after = await createProduct(t.ctx, category.seq, { name: '이사후 상품' });
    const sale = await createSale(t.ctx, before, { title: '옮겨지는 판매글' });
    const target = await createCategory(t.ctx, { name: '이사후분류' });
    await t.db
      .update(sales)
      .set({ productSeq: after.seq, categorySeq: target.seq })
      .where(sql`${sales.seq} = ${sale.seq}`);
    expect(await search('이사전 상품')).toEqual([]);
    expect(await search('이사전분류')).toEqual([]);
    expect(await search('이사후 상품')).toEqual(['옮겨지는 판매글']);
    expect(await search('이사후분류')).toEqual(['옮겨지는 판매글']);
  });

  it('keeps a category’s name out of its listings once it changes behind the API, too', async () => {
    const category = await createCategory(t.ctx, { name: '직접바꾼분류' });
    await listProduct(category, {}, '직접 바꾼 판매글');
    await t.db
      .update(categories)
      .set({ name: '직접새분류' })
      .where(sql`${categories.seq} = ${category.seq}`);
    expect(await search('직접바꾼분류')).toEqual([]);
    expect(await search('직접새분류')).toEqual(['직접 바꾼 판매글']);
  });
});

describe('the order of the sale list', () => {
  /**
   * Five listings of one category: prices the card shows first (the 30-day rent, or the purchase
   * price of one that can only be bought), two at the same price, one unpriced; units ordered
   * apart, two at the same count.
   */
  async function shop(word: string) {
    const category = await createCategory(t.ctx, { name: `${word}분류` });
    const product = await createProduct(t.ctx, category.seq, { stock: 100 });
    const buyer = (await createMember(t.ctx)).row;
    const add = async (
      title: string,
      values: Parameters<typeof createSale>[2],
      units: number[],
    ) => {
      const sale = await createSale(t.ctx, product, { title: `${word} ${title}`, ...values });
      for (const orderCount of units)
        await createOrder(
          t.ctx,
          buyer,
          { ...sale, productSeq: product.seq },
          {
            orderCount,
            orderType: 'BUY',
          },
        );
    };
    await add('가', { salePrice: 30_000 }, [1, 1]);
    await add('나', { salePrice: 10_000 }, [4]);
    // Buy-only: the card shows its purchase price (8,000), not the rent it keeps (50,000).
    await add('다', { salePrice: 50_000, rentalPeriods: [], purchasePrice: 8_000 }, [2]);
    await add('라', { salePrice: 30_000, purchasePrice: 900_000 }, []);
    await add('마', { salePrice: null }, [9]);
    return category;
  }

  const ordered = async (word: string, sort: SaleSort | '', more = '') =>
    (await search(word, `&sort=${sort}${more}`)).map((title) => title.slice(word.length + 1));

  it('sorts newest first, by the price shown up and down, and most ordered first, ties newest first', async () => {
    await shop('정렬시험');
    expect(await ordered('정렬시험', 'latest')).toEqual(['마', '라', '다', '나', '가']);
    expect(await ordered('정렬시험', '')).toEqual(['마', '라', '다', '나', '가']);
    expect(await ordered('정렬시험', 'priceAsc')).toEqual(['다', '나', '라', '가', '마']);
    expect(await ordered('정렬시험', 'priceDesc')).toEqual(['라', '가', '나', '다', '마']);
    expect(await ordered('정렬시험', 'popular')).toEqual(['마', '나', '다', '가', '라']);
  });

  it('keeps one order from page to page, with the category filter and without a search', async () => {
    const category = await shop('쪽나눔');
    for (const sort of ['latest', 'priceAsc', 'priceDesc', 'popular'] as const) {
      const whole = await titles(`?c=${category.seq}&sort=${sort}`);
      const pages = [];
      for (let p = 1; p <= 3; p += 1)
        pages.push(...(await titles(`?c=${category.seq}&sort=${sort}&s=2&p=${p}`)));
      expect(pages, sort).toEqual(whole);
      const reply = await list(`?c=${category.seq}&sort=${sort}&s=2`);
      expect(reply.totalCount, sort).toBe(5);
      expect(reply.pageInfo.totalPages, sort).toBe(3);
    }
    expect(await titles(`?c=${category.seq}&sort=priceAsc`)).toEqual(
      ['다', '나', '라', '가', '마'].map((title) => `쪽나눔 ${title}`),
    );
  });

  it.each([
    // Either newest-first index serves (the search's is wider; the planner picks by size).
    ['latest', /sale_active_(seq_category|search_line)_idx/],
    ['priceAsc', 'sale_active_price_asc_idx'],
    ['priceDesc', 'sale_active_price_desc_idx'],
    ['popular', 'sale_active_ordered_idx'],
  ] as const)('can read a page ordered %s from its index, without sorting', async (sort, index) => {
    // With a handful of rows the planner rightly sorts them; forbidding sorts and scans shows
    // whether the index gives the order at all, as it must for a large shop.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return tx.execute(sql`explain ${salePageSeqs(tx, { sort, page: 3, size: 10 })}`);
    });
    const text = JSON.stringify(plan);
    expect(text).toMatch(index);
    expect(text).not.toContain('Sort');
  });

  it('refuses an order it does not know with a Korean message', async () => {
    for (const sort of ['cheapest', 'PRICEASC', 'price_asc']) {
      const reply = await t.app.inject({ method: 'GET', url: `/api/sale/list?sort=${sort}` });
      expect(reply.statusCode, sort).toBe(400);
      expect(reply.json().fieldErrors.sort).toBe(SALE_TEXT.sortInvalid);
    }
  });
});
