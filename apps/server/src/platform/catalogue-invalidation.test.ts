import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, sales } from '../db/schema';
import { createCategory, createProduct, createSale } from '../testing/catalogue-factories';
import { createMember, signIn, signInNewMember, type TestMember } from '../testing/factories';
import { form, saveListingForm, sendForm } from '../testing/multipart';
import { createOrder, findRentalOfOrder } from '../testing/order-factories';
import { createTestApp, type TestApp } from '../testing/test-app';

// architecture.md, "Rules: integrity": the public catalogue cache drops what a write changes, and nothing else. Cached for
// a minute, so only an invalidation explains a fresh reply; listings are added (and rows changed)
// behind the API's back, so a fresh reply shows them and a kept one does not.
const CACHED = { CATALOGUE_CACHE_SECONDS: '60' };
const WORD = '무효화';

describe('what empties the public catalogue cache', () => {
  let t: TestApp;
  let member: TestMember;
  let memberHeaders: Record<string, string>;
  let adminHeaders: Record<string, string>;
  let category: Awaited<ReturnType<typeof createCategory>>;
  let product: Awaited<ReturnType<typeof createProduct>>;
  let sale: Awaited<ReturnType<typeof createSale>>;
  let added = 0;
  /** The listings there are: the first, and those added behind the API's back. */
  const everyListing = () => 1 + added;

  beforeAll(async () => {
    t = await createTestApp({ env: CACHED });
    member = await createMember(t.ctx, { name: '캐시회원' });
    memberHeaders = (await signIn(t.app, member)).headers;
    adminHeaders = await signInNewMember(t, { admin: true });
    category = await createCategory(t.ctx);
    product = await createProduct(t.ctx, category.seq, { stock: 50 });
    sale = await createSale(t.ctx, product, { title: `${WORD} 기준 상품`, quantity: 50 });
  });
  afterAll(() => t.close());

  const listed = async (): Promise<number> =>
    (
      await t.app.inject({ method: 'GET', url: `/api/sale/list?q=${encodeURIComponent(WORD)}` })
    ).json().saleList.length;

  /** Caches the list, then adds a listing behind the API's back: a fresh list would show it. */
  async function cacheThenChangeUnseen(): Promise<number> {
    const kept = await listed();
    added += 1;
    await createSale(t.ctx, product, { title: `${WORD} 몰래 추가 ${added}` });
    expect(await listed()).toBe(kept);
    return kept;
  }

  const send = (
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** The administrator saves the base listing's form under a new title. */
  const retitleListing = (title: string) =>
    saveListingForm(
      t.app,
      adminHeaders,
      { category, product, sale },
      { title, quantity: 50, salePrice: 12000, deliveryFee: 3000, content: '상품 설명' },
    );

  const moveOrder = (seq: number, process: string, headers: Record<string, string>) =>
    sendForm(t.app, 'PUT', '/api/order/state/update', form({ seq, process }), headers);

  const orderOfMember = (values: Parameters<typeof createOrder>[3]) =>
    createOrder(t.ctx, { seq: member.row.seq, name: member.row.name }, sale, values);

  it('keeps it through a member’s rental return request and its cancel', async () => {
    const order = await orderOfMember({ state: 'RV.CPLT' });
    const rental = await findRentalOfOrder(t.db, order.seq);
    const kept = await cacheThenChangeUnseen();

    const requested = await send('POST', '/api/rental/return/finish', memberHeaders, {
      rentalNo: rental!.rentalNo,
      name: '캐시회원',
      phone: '01055556666',
      post: '13494',
      addr: '경기 성남시 분당구 판교역로 235',
      addrDetail: '101동 1001호',
      content: '경비실에 맡겨둘게요',
    });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(await listed()).toBe(kept);

    const cancelled = await send(
      'PUT',
      `/api/rental/return/cancel/${rental!.rentalNo}`,
      memberHeaders,
      { content: '더 쓸게요' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await listed()).toBe(kept);
  });

  it('keeps it through a member’s inquiry', async () => {
    const kept = await cacheThenChangeUnseen();
    const written = await send('POST', '/api/contact/add', memberHeaders, {
      title: '캐시 문의',
      content: '재입고 언제 되나요?',
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(await listed()).toBe(kept);
  });

  it('keeps it through a member’s cancel request and receipt, which give no units back', async () => {
    const paid = await orderOfMember({ state: 'P.CPLT' });
    const shipped = await orderOfMember({ state: 'D.CPLT' });
    const kept = await cacheThenChangeUnseen();

    const cancel = await send('PATCH', '/api/order/cancel', memberHeaders, {
      orderManageSeq: paid.seq,
      cancelBy: '캐시회원',
      memo: '마음이 바뀌었어요',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await listed()).toBe(kept);
    const received = await moveOrder(shipped.seq, 'RV.CPLT', memberHeaders);
    expect(received.statusCode, received.body).toBe(200);
    expect(await listed()).toBe(kept);
  });

  it('drops the detail when an administrator’s cancel gives units back, the lists when they were gone', async () => {
    const quantityOf = async (seq: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/sale/detail/${seq}` })).json().quantity;
    const order = await orderOfMember({ state: 'C.REQ', orderCount: 2 });
    const before = await quantityOf(sale.seq);
    const kept = await cacheThenChangeUnseen();
    const cancelled = await moveOrder(order.seq, 'C.CPLT', adminHeaders);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await quantityOf(sale.seq)).toBe(before + 2);
    // The listing was on sale before and after: a card shows nothing else of its units.
    expect(await listed()).toBe(kept);

    // A listing whose last unit its order took: the cancel brings it back on the lists at once.
    const soldOut = await createSale(t.ctx, product, { title: `${WORD} 품절 상품`, quantity: 0 });
    added += 1;
    const last = await createOrder(t.ctx, { seq: member.row.seq, name: member.row.name }, soldOut, {
      state: 'C.REQ',
    });
    expect(await quantityOf(soldOut.seq)).toBe(0);
    await cacheThenChangeUnseen();
    expect((await moveOrder(last.seq, 'C.CPLT', adminHeaders)).statusCode).toBe(200);
    expect(await quantityOf(soldOut.seq)).toBe(1);
    expect(await listed()).toBe(everyListing());
  });

  it('empties it when an administrator modifies a listing', async () => {
    await cacheThenChangeUnseen();
    const modified = await retitleListing(`${WORD} 기준 상품 (수정)`);
    expect(modified.statusCode, modified.body).toBe(200);
    expect(await listed()).toBe(everyListing());
  });

  it('keeps the lists and details through a banner write, which drops the slide', async () => {
    const detailTitle = async (seq: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/sale/detail/${seq}` })).json().title;
    const slideTitles = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/banner/slide' }))
        .json()
        .map((b: { title: string }) => b.title);
    const added = form({ title: '캐시 배너', link: '/sale/list' }, [{ name: 'image' }]);
    const created = await sendForm(t.app, 'POST', '/api/banner/add', added, adminHeaders);
    expect(created.statusCode, created.body).toBe(200);
    const kept = await cacheThenChangeUnseen();
    const title = await detailTitle(sale.seq);
    await t.db
      .update(sales)
      .set({ title: `${WORD} 몰래 바꾼 제목` })
      .where(eq(sales.seq, sale.seq));
    expect(await slideTitles()).toContain('캐시 배너');
    const [banner] = await t.db.select().from(banners).where(eq(banners.title, '캐시 배너'));

    const removed = await send('PUT', `/api/banner/${banner!.seq}`, adminHeaders);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await slideTitles()).not.toContain('캐시 배너');
    expect(await listed()).toBe(kept);
    expect(await detailTitle(sale.seq)).toBe(title);
  });

  it('drops one listing’s detail when it is modified, and keeps the others’', async () => {
    const other = await createSale(t.ctx, product, { title: `${WORD} 옆 상품` });
    added += 1;
    const detailOf = async (seq: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/sale/detail/${seq}` })).json();
    await detailOf(sale.seq);
    const otherBefore = await detailOf(other.seq);
    await t.db
      .update(sales)
      .set({ title: `${WORD} 몰래 바꾼 옆 상품` })
      .where(eq(sales.seq, other.seq));

    const modified = await retitleListing(`${WORD} 기준 상품 (다시 수정)`);
    expect(modified.statusCode, modified.body).toBe(200);
    expect((await detailOf(sale.seq)).title).toBe(`${WORD} 기준 상품 (다시 수정)`);
    expect((await detailOf(other.seq)).title).toBe(otherBefore.title);
  });
});
