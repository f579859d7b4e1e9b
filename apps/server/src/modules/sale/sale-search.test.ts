import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../../db/schema';
import { createCategory, createProduct, createSale } from '../../testing/catalogue-factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { searchPieces } from '../../db/search-grams';
import { listingContains } from './sale.repository';

let t: TestApp;
let tentNo: string;

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.ctx);
  const product = await createProduct(t.ctx, category.seq);
  tentNo = (await createSale(t.ctx, product, { title: '초경량 캠핑 텐트 2인용' })).saleNo;
  await createSale(t.ctx, product, { title: '캠핑 의자' });
  await createSale(t.ctx, product, { title: '유모차 Stroller X' });
  await createSale(t.ctx, product, { title: '의류 건조대' });
});
afterAll(() => t.close());

const titles = async (q: string): Promise<string[]> => {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/sale/list?q=${encodeURIComponent(q)}`,
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().saleList.map((s: { title: string }) => s.title);
};

describe('Korean substring search', () => {
  it('finds words of one, two and three syllables anywhere in a title', async () => {
    expect(await titles('텐')).toEqual(['초경량 캠핑 텐트 2인용']);
    expect(await titles('의')).toEqual(['의류 건조대', '캠핑 의자']);
    expect(await titles('캠핑')).toEqual(['캠핑 의자', '초경량 캠핑 텐트 2인용']);
    expect(await titles('유모차')).toEqual(['유모차 Stroller X']);
    expect(await titles('량 캠')).toEqual(['초경량 캠핑 텐트 2인용']);
  });

  it('needs the syllables together and in order, not only present', async () => {
    expect(await titles('핑캠')).toEqual([]);
    expect(await titles('텐트의자')).toEqual([]);
    expect(await titles('차모')).toEqual([]);
  });

  it('ignores letter case and finds sale numbers by any part', async () => {
    expect(await titles('stroller x')).toEqual(['유모차 Stroller X']);
    expect(await titles('STROL')).toEqual(['유모차 Stroller X']);
    expect(await titles(tentNo.toLowerCase().slice(-6))).toEqual(['초경량 캠핑 텐트 2인용']);
  });

  it('cuts a word into the pieces the index keeps', () => {
    expect(searchPieces('텐')).toEqual(['텐']);
    expect(searchPieces('텐트')).toEqual(['텐트']);
    expect(searchPieces('유모차')).toEqual(['유모', '모차']);
    expect(searchPieces('AbA')).toEqual(['ab', 'ba']);
    expect(searchPieces('"\\')).toEqual(['"\\']);
  });

  it('takes quotes, backslashes and braces in a word literally', async () => {
    for (const word of ['"', '\\', '{}', '"},{"', "'; drop table sale; --"]) {
      expect(await titles(word)).toEqual([]);
    }
  });

  it.each(['텐', '텐트', '유모차', 'stroller'])(
    'can answer %s from the search index instead of reading every listing',
    async (word) => {
      // With a handful of rows the planner rightly prefers a scan; forbidding scans shows whether
      // the index can serve the query at all, as it will for a large shop.
      const plan = await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const query = tx.select({ seq: sales.seq }).from(sales).where(listingContains(word));
        return tx.execute(sql`explain ${query}`);
      });
      const text = JSON.stringify(plan);
      expect(text).toContain('sale_search_grams_idx');
    },
  );

  it('keeps no pending list in the search index: a new listing is in the index at once', async () => {
    const result = await t.db.execute(
      sql`select reloptions from pg_class where relname = 'sale_search_grams_idx'`,
    );
    expect(JSON.stringify(result)).toContain('fastupdate=false');
  });
});
