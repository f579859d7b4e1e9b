import type { APIRequestContext, Page } from '@playwright/test';
import { toast } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectedTotal, won } from './support/catalogue';
import { expect, test } from './support/fixtures';
import {
  fillBuyForm,
  freshMember,
  orderableListing,
  signInAt,
  usedListings,
  type StoreMember,
} from './support/orders';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The demo store as `npm start` serves it (no PUBLIC_URL), and the same store at another address. */
const STORE = `http://127.0.0.1:${PORT}`;
const OTHER_ORIGIN = `http://127.0.0.2:${PORT}`;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Puts a line in the member's cart through the API (setup for the screens under test). */
async function addToCart(
  request: APIRequestContext,
  member: StoreMember,
  line: { saleSeq: number; orderType: 'RENT' | 'BUY'; rentalPeriod?: number; count: number },
) {
  const response = await request.post(`${STORE}/api/cart`, {
    headers: bearer(member.token),
    data: line,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** A new member with one listing in the cart, rented for 30 days, and what it costs. */
async function memberWithOneRental(request: APIRequestContext, name: string) {
  const member = await freshMember(request, STORE, name);
  const sale = await orderableListing(request, STORE, 1, usedListings);
  usedListings.push(sale.seq);
  await addToCart(request, member, {
    saleSeq: sale.seq,
    orderType: 'RENT',
    rentalPeriod: 30,
    count: 1,
  });
  return { member, sale, total: expectedTotal(sale, { count: 1, days: 30 }) };
}

/** The cart's 결제 예정 금액 and the order button, from the cart screen. */
async function goToCheckout(page: Page, total: number) {
  const main = page.getByRole('main');
  const summary = main.getByRole('region', { name: '주문 요약' });
  await expect(summary).toContainText(won(total));
  await main.getByRole('button', { name: '주문하기' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
}

/** Pays on the demo provider's page and waits for the store's paid page. */
async function payOnDemoPage(page: Page, origin: string, total: number) {
  await page
    .getByRole('main')
    .getByRole('button', { name: `카카오페이로 ${won(total)} 결제하기` })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${escape(origin)}/api/kakaopay/demo/T\\d{19}$`));
  await expect(page.getByText(won(total))).toBeVisible();
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(new RegExp(`^${escape(origin)}/cart/paid\\?pg_token=`));
}

test.describe('the cart, paid once', () => {
  test('a purchase and two rentals of different periods: one payment, three orders', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const member = await freshMember(request, STORE, '장바구니');
    const monthly = await orderableListing(request, STORE, 2, usedListings);
    usedListings.push(monthly.seq);
    const quarterly = await orderableListing(request, STORE, 1, usedListings);
    usedListings.push(quarterly.seq);
    const buyable = await orderableListing(
      request,
      STORE,
      1,
      usedListings,
      (sale) => sale.offer.purchasePrice !== null,
    );
    usedListings.push(buyable.seq);
    const lines = [
      expectedTotal(monthly, { count: 2, days: 30 }),
      expectedTotal(quarterly, { count: 1, days: 90 }),
      expectedTotal(buyable, { count: 1 }),
    ];
    const total = lines.reduce((sum, amount) => sum + amount, 0);
    await signInAt(page, STORE, member.token);
    const main = page.getByRole('main');

    // One line from the listing's own page, as a shopper adds it.
    await page.goto(`${STORE}/sale/detail/${monthly.seq}`);
    await main.getByLabel('수량', { exact: true }).fill('2');
    await main.getByLabel('대여 기간', { exact: true }).selectOption({ label: '30일' });
    await main.getByRole('button', { name: '장바구니 담기' }).click();
    await expect(toast(page, '장바구니에 담았습니다.')).toBeVisible();
    await addToCart(request, member, {
      saleSeq: quarterly.seq,
      orderType: 'RENT',
      rentalPeriod: 90,
      count: 1,
    });
    await addToCart(request, member, { saleSeq: buyable.seq, orderType: 'BUY', count: 1 });

    await page.goto(`${STORE}/cart/list`);
    const cart = main.getByRole('list', { name: '장바구니 상품' });
    // One entry per line (each line lists its own facts inside).
    await expect(cart.locator(':scope > li')).toHaveCount(3);
    await expect(cart).toContainText('대여 30일');
    await expect(cart).toContainText('대여 90일');
    await expect(cart).toContainText('구매');
    await expectNoSeriousA11yViolations(page, 'cart: three lines');
    await goToCheckout(page, total);

    // The checkout: every amount, the delivery details, the agreements.
    await expect(main).toContainText(monthly.title);
    await expect(main).toContainText(buyable.title);
    await expect(
      main.getByRole('button', { name: `카카오페이로 ${won(total)} 결제하기` }),
    ).toBeDisabled();
    await fillBuyForm(page, { recipient: '김장바', phoneDigits: '01055556666', addrDetail: '3층' });
    await expectNoSeriousA11yViolations(page, 'cart checkout: filled in');
    await payOnDemoPage(page, STORE, total);

    await expect(main.getByRole('heading', { name: '3건의 주문이 완료되었습니다.' })).toBeVisible();
    for (const amount of lines) await expect(main).toContainText(won(amount));
    await expect(main).toContainText(won(total));
    await expectNoSeriousA11yViolations(page, 'cart paid: three orders');
    // The cart is empty now, and the orders are in the member's list.
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^장바구니/ }),
    ).toHaveAccessibleName(/^장바구니( 0개)?$/);
    await main.getByRole('link', { name: '주문 내역' }).click();
    await expect(page).toHaveURL(/\/order\/list$/);
    for (const sale of [monthly, quarterly, buyable]) await expect(main).toContainText(sale.title);
    const placed = await request.get(`${STORE}/api/cart`, { headers: bearer(member.token) });
    expect(((await placed.json()) as { lines: unknown[] }).lines).toEqual([]);

    // The acknowledgement the law asks for, sent by the store's job: the development outbox shows
    // it with every line and amount, as the member's mailbox gets it.
    const acknowledgement = page.locator('article', {
      has: page.getByRole('heading', { name: /주문이 접수되었습니다/ }),
      hasText: member.email.toLowerCase(),
    });
    await expect(async () => {
      await page.goto(`${STORE}/dev/mail`);
      await expect(acknowledgement).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    for (const sale of [monthly, quarterly, buyable])
      await expect(acknowledgement).toContainText(sale.title);
    for (const amount of [...lines, total])
      await expect(acknowledgement).toContainText(won(amount));
  });

  test('the address is typed by hand when the postcode widget cannot load', async ({
    page,
    request,
  }) => {
    test.setTimeout(45_000);
    const { member, total } = await memberWithOneRental(request, '직접입력');
    // The widget's script is blocked, as by a network filter or an outage.
    await page.route('**/postcode.v2.js', (route) => route.abort());
    await signInAt(page, STORE, member.token);
    await page.goto(`${STORE}/cart/list`);
    await goToCheckout(page, total);

    const main = page.getByRole('main');
    await main.getByLabel('받는 분', { exact: true }).fill('김직접');
    await main.getByLabel('연락처', { exact: true }).pressSequentially('01077778888');
    await main.getByRole('button', { name: '우편번호 찾기' }).click();
    const dialog = page.getByRole('dialog', { name: '주소 검색' });
    await expect(dialog).toContainText('주소 검색 서비스를 불러오지 못했습니다.');
    await dialog.getByRole('button', { name: '직접 입력하기' }).click();
    const postCode = main.getByLabel('우편번호', { exact: true });
    await postCode.fill('1234');
    await main.getByLabel('주소', { exact: true }).fill('부산 해운대구 센텀중앙로 79');
    await expect(postCode).toHaveAttribute('aria-invalid', 'true');
    await expect(postCode).toHaveAccessibleDescription(/^우편번호는 숫자 5자리로 입력해주세요\./);
    await postCode.fill('48058');
    await main.getByLabel('상세주소', { exact: true }).fill('3동 804호');
    await main.getByLabel(/^주문 내용과 결제 금액을 확인했으며/).check();
    await main.getByLabel(/^대여 약관\(/).check();
    await payOnDemoPage(page, STORE, total);
    await expect(main.getByRole('heading', { name: '주문이 완료되었습니다.' })).toBeVisible();

    const orders = await request.get(`${STORE}/api/order/list?p=1`, {
      headers: bearer(member.token),
    });
    const [order] = ((await orders.json()) as { orderList: { seq: number }[] }).orderList;
    const detail = await request.get(`${STORE}/api/order/detail/${order!.seq}`, {
      headers: bearer(member.token),
    });
    expect(await detail.json()).toMatchObject({
      post: '48058',
      addr: '부산 해운대구 센텀중앙로 79',
      addrDetail: '3동 804호',
      totalPrice: total,
    });
  });

  test('a shop opened at another address than localhost brings the payer back there', async ({
    browser,
    request,
  }) => {
    test.setTimeout(45_000);
    const { member, sale, total } = await memberWithOneRental(request, '다른주소');
    const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    try {
      const page = await context.newPage();
      await signInAt(page, OTHER_ORIGIN, member.token);
      await page.goto(`${OTHER_ORIGIN}/cart/list`);
      await goToCheckout(page, total);
      await fillBuyForm(page, {
        recipient: '김다른',
        phoneDigits: '01012341234',
        addrDetail: '1층',
      });
      // The demo page, and the way back, are at the address the payer came from.
      await payOnDemoPage(page, OTHER_ORIGIN, total);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: '주문이 완료되었습니다.' })).toBeVisible();
      await expect(main).toContainText(sale.title);
      await main.getByRole('link', { name: '주문 내역' }).click();
      await expect(page).toHaveURL(`${OTHER_ORIGIN}/order/list`);
      await expect(main).toContainText(sale.title);
    } finally {
      await context.close();
    }
  });
});
