import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders as orderRows, products as productRows, stockHistory } from '../db/schema';
import { brokenInvariants } from '../security/fuzz/invariants';
import { getJson } from '../testing/requests';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedDemoShop } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The states of the rows on every page of a paged list. */
async function statesOnEveryPage(url: string, listKey: string, headers: Record<string, string>) {
  const states = new Set<string>();
  const first = await getJson(t.app, `${url}?p=1`, headers);
  for (let p = 1; p <= first.pageInfo.totalPages; p += 1) {
    const page = await getJson(t.app, `${url}?p=${p}`, headers);
    for (const row of page[listKey]) states.add(row.state);
  }
  return states;
}

describe('the demo shop', () => {
  it('fills an empty store so that every screen shows something, once', async () => {
    const report = await seedDemoShop(t.ctx);
    expect(report.seeded).toBe(true);
    // Paid orders, refunded cancellations and returns, stock and rentals agree as the store's own.
    expect(await brokenInvariants(t.db)).toEqual([]);
    expect(report.signIns.map((s) => s.memberId)).toEqual(['admin', 'member1', 'member2']);

    const categories = (
      await t.app.inject({ method: 'GET', url: '/api/category/formSelect' })
    ).json();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const category of categories) expect(category.path).toMatch(/^\/uploads\/.+\.png$/);

    const sales = (await t.app.inject({ method: 'GET', url: '/api/sale/list?s=60' })).json();
    expect(sales.saleList.length).toBeGreaterThanOrEqual(40);
    const image = await t.app.inject({ method: 'GET', url: sales.saleList[0].thumbnailPath });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const slides = (await t.app.inject({ method: 'GET', url: '/api/banner/slide' })).json();
    expect(slides.length).toBeGreaterThanOrEqual(3);
    const couriers = (
      await t.app.inject({ method: 'GET', url: '/api/delivery/formSelect' })
    ).json();
    expect(couriers.map((c: { code: string }) => c.code)).toEqual(['04', '01', '05', '08', '06']);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { memberId: 'admin', password: 'admin1234!' },
    });
    const products = await t.app.inject({
      method: 'GET',
      url: '/api/product/list',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(products.json().pageInfo.totalPages).toBeGreaterThanOrEqual(3);

    // A few products have a stock history that tells the whole story of their stock: each row is
    // the one before plus its delta, and the newest is the stock now.
    const history = await t.db.select().from(stockHistory).orderBy(asc(stockHistory.seq));
    const histories = new Map<number, (typeof history)[number][]>();
    for (const row of history)
      histories.set(row.productSeq, [...(histories.get(row.productSeq) ?? []), row]);
    expect(histories.size).toBeGreaterThanOrEqual(3);
    for (const [productSeq, rows] of histories) {
      const [product] = await t.db
        .select({ stock: productRows.stock })
        .from(productRows)
        .where(eq(productRows.seq, productSeq));
      for (const [index, row] of rows.entries()) {
        expect(row.kind).toBe('ADJUST');
        const before = index === 0 ? null : rows[index - 1]!.stockAfter!;
        if (before !== null) expect(row.stockAfter).toBe(before + row.stockDelta);
        expect(row.stockAfter).toBeGreaterThanOrEqual(0);
      }
      expect(rows.at(-1)!.stockAfter).toBe(product!.stock);
    }
    const [shown] = histories.keys();
    const shownHistory = await t.app.inject({
      method: 'GET',
      url: `/api/product/${shown}/stock/history`,
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    const reasons = shownHistory
      .json()
      .stockHistoryList.map((row: { reason: string }) => row.reason);
    expect(reasons).toEqual(expect.arrayContaining(['입고', '파손 폐기']));
    for (const row of shownHistory.json().stockHistoryList)
      expect(row).toMatchObject({ kind: 'ADJUST', memberId: 'admin' });

    const memberLogin = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { memberId: 'member1', password: 'member1234!' },
    });
    const orders = (
      await t.app.inject({
        method: 'GET',
        url: '/api/order/list?p=1',
        headers: { authorization: `Bearer ${memberLogin.json().token}` },
      })
    ).json();
    expect(orders.pageInfo.totalPages).toBeGreaterThanOrEqual(1);
    const admin = { authorization: `Bearer ${login.json().token}` };
    const states = await statesOnEveryPage('/api/order/admin/list', 'orderList', admin);
    expect(states.size).toBe(11);

    const inquiries = await getJson(t.app, '/api/contact/list?isAdmin=true', admin);
    const flags = inquiries.contactList.map(
      (c: { replied: boolean; useYn: boolean; delYn: boolean }) => [c.replied, c.useYn, c.delYn],
    );
    expect(flags).toEqual(
      expect.arrayContaining([
        [true, true, false],
        [false, true, false],
        [false, false, false],
        [false, true, true],
      ]),
    );

    const rentalStates = await statesOnEveryPage(
      '/api/rental/list/admin',
      'rentalAdminList',
      admin,
    );
    expect([...rentalStates]).toEqual(
      expect.arrayContaining([
        '대여 대기',
        '대여중',
        '연체',
        '반납 확인중',
        '반납 배송중',
        '반납 완료',
        '인수 완료',
      ]),
    );
    // Every rental screen has money to show: a late fee, a settlement with a deduction, a
    // bought-out rental, one that can still be bought out.
    const board: {
      state: string;
      lateFee: { amount: number; due: number } | null;
      settlement: { lines: { label: string; amount: number }[] } | null;
    }[] = [];
    for (let p = 1; ; p += 1) {
      const page = await getJson(t.app, `/api/rental/list/admin?p=${p}`, admin);
      board.push(...page.rentalAdminList);
      if (p >= page.pageInfo.totalPages) break;
    }
    expect(board.find((rental) => rental.state === '연체')?.lateFee?.due).toBeGreaterThan(0);
    const returned = board.find((rental) => rental.state === '반납 완료' && rental.settlement);
    expect(returned?.settlement?.lines.some((line) => line.amount < 0)).toBe(true);
    // Its pickup was asked for late: the late fee it did not pay was taken from the deposit.
    expect(returned?.lateFee?.amount).toBeGreaterThan(0);
    expect(returned?.settlement?.lines).toContainEqual({
      label: '미납 연체료',
      amount: -returned!.lateFee!.amount,
    });
    expect(board.find((rental) => rental.state === '인수 완료')?.settlement).toBeTruthy();

    // Offers as a rental shop sets them: cheaper by the month for longer, deposits on the
    // expensive items, some buyable, one sold only; and one order bought outright.
    type Card = { seq: number; title: string; purchasePrice: number | null; rentable: boolean };
    const cards: Card[] = sales.saleList;
    expect(cards.some((card) => card.rentable && card.purchasePrice !== null)).toBe(true);
    expect(cards.some((card) => !card.rentable && card.purchasePrice !== null)).toBe(true);
    const tent = cards.find((card) => card.title === '[코베아] 패밀리 돔 텐트 4인용')!;
    expect((await getJson(t.app, `/api/sale/detail/${tent.seq}`)).offer).toEqual({
      rentalPrices: [
        { days: 30, price: 89_000 },
        { days: 90, price: 240_300 },
        { days: 180, price: 453_900 },
        { days: 360, price: 854_400 },
      ],
      purchasePrice: 801_000,
      deposit: 180_000,
      lateFeePerDay: 2_970,
      lateFeeCap: 89_100,
    });
    // The demo member's cart: a purchase and two rentals of different periods, all orderable,
    // one whose price went up since it was put in; a wish list with a sold-out listing; two
    // saved addresses, the default first.
    const member = { authorization: `Bearer ${memberLogin.json().token}` };
    const cart = (await getJson(t.app, '/api/cart', member)).lines as {
      orderType: string;
      rentalPeriod: number;
      status: string;
      unitPrice: number;
      addedUnitPrice: number;
    }[];
    expect(cart.map((line) => line.status)).toEqual(['OK', 'OK', 'OK']);
    expect(cart.filter((line) => line.orderType === 'BUY')).toHaveLength(1);
    expect(
      new Set(cart.filter((l) => l.orderType === 'RENT').map((l) => l.rentalPeriod)).size,
    ).toBe(2);
    expect(cart.filter((line) => line.unitPrice > line.addedUnitPrice)).toHaveLength(1);
    const wished = (await getJson(t.app, '/api/want', member)).items as { available: number }[];
    expect(wished.length).toBeGreaterThanOrEqual(3);
    expect(wished.some((item) => item.available === 0)).toBe(true);
    expect(await getJson(t.app, '/api/cart/counts', member)).toEqual({
      cart: 3,
      want: wished.length,
    });
    const saved = (await getJson(t.app, '/api/address', member)).addresses;
    expect(saved.map((a: { label: string; isDefault: boolean }) => [a.label, a.isDefault])).toEqual(
      [
        ['집', true],
        ['회사', false],
      ],
    );

    const orderTypes = await t.db.select({ type: orderRows.orderType }).from(orderRows);
    expect(orderTypes.map((row) => row.type)).toContain('BUY');

    // What the orders would have sent, sent by the store's jobs: 알림 내역 and the outbox show it.
    await t.ctx.jobs.drain();
    const sent = await getJson(t.app, '/api/notification/list?p=1&state=SENT', admin);
    const kinds = new Set(sent.notificationList.map((row: { kind: string }) => row.kind));
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['ORDER_RECEIVED', 'SHIPPED']));
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(outbox.body).toContain('주문이 접수되었습니다');

    // The footer's business details are plainly fictional, and every mail ends with them.
    const shop = await getJson(t.app, '/api/shop/info');
    expect(shop).toMatchObject({ businessNo: '000-00-00000', csPhone: '02-0000-0000' });
    expect(shop.businessAddress).toContain('가상');
    expect(outbox.body).toContain(`사업자등록번호 ${shop.businessNo}`);
    // The demo members agreed to the required documents as sign-up asks; member2 to marketing.
    const someone = async (memberId: string) => {
      const found = await getJson(t.app, `/api/member/list?q=${memberId}`, admin);
      const { consents } = await getJson(
        t.app,
        `/api/member/${found.memberList[0].seq}/consents`,
        admin,
      );
      return Object.fromEntries(
        consents.map((c: { kind: string; agreed: boolean }) => [c.kind, c.agreed]),
      );
    };
    expect(await someone('member1')).toEqual({
      TERMS: true,
      PRIVACY_COLLECTION: true,
      MARKETING: false,
    });
    expect((await someone('member2')).MARKETING).toBe(true);
    expect((await getJson(t.app, '/api/member/notifications', member)).marketing).toBe(false);

    expect((await seedDemoShop(t.ctx)).seeded).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/banner/slide' })).json()).toHaveLength(
      slides.length,
    );
  }, 120_000); // seeds the whole shop, pictures included: slow on a busy 2-core machine
});
