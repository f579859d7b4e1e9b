import type { APIRequestContext } from '@playwright/test';
import {
  expectNotice,
  expectFieldMessage,
  fact,
  pickStubAddress,
  STUB_ADDRESS,
  toast,
} from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectedTotal, won } from './support/catalogue';
import {
  apiToken,
  DEMO,
  expect,
  FAKE_KAKAOPAY,
  KAKAOPAY_STORE,
  signInWithToken,
  test,
} from './support/fixtures';
import {
  badgeOf,
  dismissToast,
  factIn,
  fillBuyForm,
  freshMember,
  listingAt,
  memberWithPurchase,
  orderableListing,
  orderCard,
  orderFromDetail,
  personAt,
  signInAt,
  TEXT,
  tokenAt,
  usedListings,
} from './support/orders';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The payment `tid` as the fake KakaoPay keeps it. */
async function fakePayment(request: APIRequestContext, tid: string) {
  const response = await request.get(`${FAKE_KAKAOPAY}/fake/state/${tid}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { status: string };
}

const fakePaymentStatus = async (request: APIRequestContext, tid: string) =>
  (await fakePayment(request, tid)).status;

test.describe('ordering with KakaoPay', () => {
  test('a member pays through KakaoPay, asks to cancel, and the administrator refunds', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(45_000);
    const store = KAKAOPAY_STORE;
    const member = await freshMember(request, store, '카카오주문');
    // An expensive listing: its rent has a deposit beside it.
    const sale = await orderableListing(
      request,
      store,
      3,
      [],
      (listing) => listing.offer.deposit > 0,
    );
    const before = sale.quantity;
    const rent90 = sale.offer.rentalPrices.find((period) => period.days === 90)!.price;
    const deposit = sale.offer.deposit;
    const total = expectedTotal(sale, { count: 2, days: 90 });
    expect(total).toBe((rent90 + deposit) * 2 + sale.deliveryFee);
    const main = page.getByRole('main');
    await signInAt(page, store, member.token);

    // The listing: its rent per period and terms, then 2 units for 90 days.
    await page.goto(`${store}/sale/detail/${sale.seq}`);
    await expect(main.getByRole('heading', { name: sale.title, level: 1 })).toBeVisible();
    const periods = main.getByRole('table', { name: '기간별 대여료' });
    for (const { days, price } of sale.offer.rentalPrices) {
      await expect(periods.getByRole('row', { name: new RegExp(`^${days}일 `) })).toContainText(
        won(price),
      );
    }
    const terms = main.getByRole('region', { name: '대여 조건' });
    await expect(factIn(terms, '보증금')).toContainText(won(deposit));
    await expect(terms).toContainText(won(sale.offer.lateFeePerDay));
    await expect(terms).toContainText(won(sale.offer.lateFeeCap));
    await main.getByLabel('수량', { exact: true }).fill('2');
    await main.getByLabel('대여 기간', { exact: true }).selectOption({ label: '90일' });
    await expect(main.locator('output')).toHaveText(won(total));
    await main.getByRole('link', { name: '주문하기' }).click();
    await expect(page).toHaveURL(
      new RegExp(`^${escape(store)}/buy/${sale.seq}\\?orderCount=2&period=90$`),
    );

    // The summary beside the form.
    const summary = main.getByRole('region', { name: '주문 요약' });
    await expect(factIn(summary, '상품')).toHaveText(sale.title);
    await expect(factIn(summary, '수량')).toHaveText('2개');
    await expect(factIn(summary, '대여 기간')).toHaveText('90일');
    await expect(factIn(summary, '상품금액')).toHaveText(won(rent90 * 2));
    await expect(factIn(summary, '배송비')).toHaveText(won(sale.deliveryFee));
    await expect(factIn(summary, '보증금')).toHaveText(won(deposit * 2));
    await expect(factIn(summary, '총 결제금액')).toHaveText(won(total));

    // The form: 결제하기 waits until everything needed is there.
    const pay = main.getByRole('button', { name: '결제하기' });
    await expect(pay).toBeDisabled();
    await expect(main.getByLabel('주문자', { exact: true })).toHaveValue(member.name);
    await main.getByLabel('받는 분', { exact: true }).fill('김수령');
    const phone = main.getByLabel('연락처', { exact: true });
    await phone.pressSequentially('0101234');
    await phone.blur();
    await expectFieldMessage(phone, TEXT.badPhone);
    await expectNoSeriousA11yViolations(page, 'buy: a phone number refused');
    await phone.clear();
    await phone.pressSequentially('01098765432');
    await expect(phone).toHaveValue('010-9876-5432');
    await expect(phone).toHaveAccessibleDescription('');
    await expect(pay).toBeDisabled();
    await pickStubAddress(page, main);
    await main.getByLabel('상세주소', { exact: true }).fill('101동 202호');
    const requestChoice = main.getByLabel('배송 요청사항', { exact: true });
    const requestText = main.getByLabel('요청사항 직접 입력', { exact: true });
    await requestChoice.selectOption('경비실에 맡겨주세요.');
    await expect(requestText).toHaveCount(0);
    await requestChoice.selectOption('직접 입력');
    await requestText.fill('벨 누르지 말고 문자 주세요');
    // The terms are agreed to before paying.
    await expect(pay).toBeDisabled();
    await main.getByLabel(/^주문 내용과 결제 금액을 확인했으며/).check();
    await main.getByLabel(/^대여 약관\(/).check();
    await expect(pay).toBeEnabled();
    await pay.click();

    // KakaoPay's own page (its address names the payment): the item and the amount, then 결제 승인.
    await expect(page).toHaveURL(new RegExp(`^${escape(FAKE_KAKAOPAY)}/fake/pay/T\\d{19}$`));
    const tid = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByText(`${sale.title} · ${total}원`)).toBeVisible();
    expect(await fakePayment(request, tid)).toMatchObject({
      status: 'READY',
      item_name: sale.title,
      quantity: 2,
      total,
    });
    await page.getByRole('link', { name: '결제 승인' }).click();

    // Back at the store: the payment approved and the order saved.
    await expect(page).toHaveURL(new RegExp(`^${escape(store)}/payment/success\\?pg_token=\\w+$`));
    await expect(main.getByRole('heading', { name: TEXT.paid, level: 1 })).toBeVisible();
    await expect(toast(page, TEXT.ordered)).toBeVisible();
    await expect(fact(page, '상품명')).toHaveText(sale.title);
    await expect(fact(page, '결제 금액')).toHaveText(won(total));
    await expect(fact(page, '결제 수단')).toHaveText('카카오페이머니');
    await expect(fact(page, '주문번호')).toHaveText(/^\S+$/);
    await expect(fact(page, '결제 일시')).not.toBeEmpty();
    const orderNo = (await fact(page, '주문번호').textContent())!.trim();
    const buttons = main.getByRole('link');
    await expect(buttons).toHaveText(['상품 목록', '주문내역', '대여현황', '홈으로']);
    expect(
      await buttons.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/sale/list', '/order/list', '/rental/list', '/']);
    expect(await page.evaluate(() => localStorage.getItem('kakaoPayOrder'))).toBeNull();
    expect(await fakePaymentStatus(request, tid)).toBe('SUCCESS_PAYMENT');
    await expectNoSeriousA11yViolations(page, 'paymentSuccess (after KakaoPay)');

    await buttons.getByText('주문내역', { exact: true }).click();
    await expect(page).toHaveURL(/\/order\/list$/);
    const card = orderCard(page, sale.title);
    await expect(badgeOf(card)).toHaveText('결제 완료');
    await expect(card).toContainText(`주문번호 ${orderNo}`);
    await expect(card).toContainText('수량 2개 · 대여 90일');
    await expect(card).toContainText(won(total));
    await expect
      .poll(async () => (await listingAt(request, store, sale.seq)).quantity)
      .toBe(before - 2);

    // The order's detail keeps what was entered.
    await card.getByRole('link', { name: sale.title }).click();
    await expect(page).toHaveURL(/\/order\/\d+$/);
    const orderSeq = Number(/\/order\/(\d+)$/.exec(page.url())![1]);
    const delivery = main.getByRole('region', { name: '배송 정보' });
    await expect(factIn(delivery, '받는 분')).toHaveText('김수령');
    await expect(factIn(delivery, '연락처')).toHaveText('010-9876-5432');
    await expect(factIn(delivery, '우편번호')).toHaveText(STUB_ADDRESS.postCode);
    await expect(factIn(delivery, '주소')).toHaveText(`${STUB_ADDRESS.addr} 101동 202호`);
    await expect(factIn(delivery, '배송 요청사항')).toHaveText('벨 누르지 말고 문자 주세요');
    // The order toast (top right, 5 s) still lies over the 목록 button: closed first.
    await dismissToast(page, TEXT.ordered);
    await main.getByRole('link', { name: '목록', exact: true }).click();

    // The member asks to cancel.
    await card.getByRole('link', { name: '주문 취소' }).click();
    await expect(page).toHaveURL(new RegExp(`/cancel/${orderSeq}$`));
    await expect(fact(page, '주문번호')).toHaveText(orderNo);
    await expect(fact(page, '주문 상태')).toHaveText('결제 완료');
    await expect(main.getByLabel('취소자', { exact: true })).toHaveValue(member.name);
    await main.getByLabel('취소 사유', { exact: true }).fill('다른 기간으로 다시 주문하겠습니다.');
    await main.getByRole('button', { name: '주문 취소' }).click();
    await expect(toast(page, TEXT.cancelled)).toBeVisible();
    await expect(page).toHaveURL(/\/order\/list$/);
    await expect(badgeOf(card)).toHaveText('취소 요청');
    await expect(card.getByRole('link', { name: '주문 취소' })).toHaveCount(0);
    expect(await fakePaymentStatus(request, tid)).toBe('SUCCESS_PAYMENT');

    // The administrator of the same store approves the cancellation: the payment is refunded.
    const adminContext = await personAt(browser, store, await tokenAt(request, store, DEMO.admin));
    try {
      const admin = await adminContext.newPage();
      await admin.goto('/receive/list');
      await expect(admin.getByRole('heading', { name: '반품 관리', level: 1 })).toBeVisible();
      const row = admin.getByRole('main').locator('tbody tr').filter({ hasText: orderNo });
      await expect(row).toContainText(member.memberId);
      await expect(row).toContainText('취소 요청');
      await row.getByRole('button', { name: '취소 승인' }).click();
      const confirm = admin.getByRole('dialog', { name: '주문 상태 변경' });
      await expect(confirm).toContainText(
        `주문 ${orderNo}의 상태를 '취소 완료'로 변경하시겠습니까?`,
      );
      await expectNoSeriousA11yViolations(admin, 'return management: the state change dialog');
      await confirm.getByRole('button', { name: '확인', exact: true }).click();
      await expect(toast(admin, TEXT.stateUpdated)).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(row).toHaveCount(0);
    } finally {
      await adminContext.close();
    }

    await page.reload();
    await expect(badgeOf(card)).toHaveText('취소 완료');
    await expect(card.getByRole('link')).toHaveText([sale.title]);
    await expect
      .poll(async () => (await listingAt(request, store, sale.seq)).quantity)
      .toBe(before);
    expect(await fakePaymentStatus(request, tid)).toBe('CANCEL_PAYMENT');
  });
});

test.describe('ordering with the demo payment', () => {
  test('the same purchase through the demo provider; leaving its page; a bare success address', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(45_000);
    const member = await freshMember(request, baseURL!, '데모주문');
    const sale = await orderableListing(request, baseURL!, 3, usedListings);
    usedListings.push(sale.seq);
    const before = sale.quantity;
    const total = expectedTotal(sale, { count: 2, days: 90 });
    const main = page.getByRole('main');
    await signInAt(page, baseURL!, member.token);

    await page.goto(`/sale/detail/${sale.seq}`);
    await orderFromDetail(page, 2, '90일');
    await expect(page).toHaveURL(new RegExp(`/buy/${sale.seq}\\?orderCount=2&period=90$`));
    const pay = main.getByRole('button', { name: '결제하기' });
    await expect(pay).toBeDisabled();
    await fillBuyForm(page, {
      recipient: '데모수령',
      phoneDigits: '01011112222',
      addrDetail: '1층',
    });
    await expect(pay).toBeEnabled();
    await pay.click();

    // The demo provider's page on the store itself.
    await expect(page).toHaveURL(/\/api\/kakaopay\/demo\/T\d{19}$/);
    await expect(page).toHaveTitle('카카오페이 데모 결제');
    await expect(
      page.getByRole('heading', { name: '카카오페이 데모 결제', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('실제로 돈이 결제되지 않습니다.')).toBeVisible();
    // Styled by the store's stylesheet, which the page's policy lets in.
    await expect(page.getByRole('button', { name: '결제하기' })).toHaveCSS(
      'background-color',
      'rgb(254, 229, 0)',
    );
    await expect(page.getByText(`${sale.title} · 2개`)).toBeVisible();
    await expect(page.getByText(won(total), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the demo payment provider page');
    await page.getByRole('button', { name: '결제하기' }).click();

    await expect(page).toHaveURL(/\/payment\/success\?pg_token=\w+$/);
    await expect(main.getByRole('heading', { name: TEXT.paid, level: 1 })).toBeVisible();
    await expect(toast(page, TEXT.ordered)).toBeVisible();
    await expect(fact(page, '상품명')).toHaveText(sale.title);
    await expect(fact(page, '결제 금액')).toHaveText(won(total));
    const orderNo = (await fact(page, '주문번호').textContent())!.trim();
    await main.getByRole('link', { name: '주문내역' }).click();
    await expect(page).toHaveURL(/\/order\/list$/);
    const card = orderCard(page, sale.title);
    await expect(badgeOf(card)).toHaveText('결제 완료');
    await expect(card).toContainText(`주문번호 ${orderNo}`);
    await expect
      .poll(async () => (await listingAt(request, baseURL!, sale.seq)).quantity)
      .toBe(before - 2);

    // Leaving the demo page with 취소: the cancel page (in preparation), no order made.
    await page.goto(`/sale/detail/${sale.seq}`);
    await orderFromDetail(page, 1, '30일');
    await fillBuyForm(page, {
      recipient: '데모수령',
      phoneDigits: '01011112222',
      addrDetail: '1층',
    });
    await pay.click();
    await expect(page).toHaveURL(/\/api\/kakaopay\/demo\/T\d{19}$/);
    await page.getByRole('button', { name: '취소', exact: true }).click();
    await expect(page).toHaveURL(/\/payment\/cancel$/);
    await expect(main.getByRole('heading', { name: TEXT.preparing, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/결제 취소/);
    await page.goto('/order/list');
    await expect(main.getByRole('article')).toHaveCount(1);
    expect((await listingAt(request, baseURL!, sale.seq)).quantity).toBe(before - 2);

    // The success address without pg_token is refused, and the visitor goes home.
    await expectNotice(page, TEXT.wrongAccess, () => page.goto('/payment/success'));
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('order management', () => {
  test('the administrator ships an order with its tracking number; the member tracks and receives it', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(45_000);
    const { member, sale, purchase } = await memberWithPurchase(request, baseURL!, '배송회원', {
      count: 1,
      phone: '010-2222-3333',
      addrDetail: '7층',
      request: '문 앞에 놓아주세요.',
    });
    const invoice = String(Date.now()).slice(-10);
    const main = page.getByRole('main');
    await signInWithToken(page, await apiToken(request, DEMO.admin));

    // The administrator finds the order in 주문 관리 and opens it.
    await page.goto('/order/admin/list');
    await main.getByLabel('검색어', { exact: true }).fill(purchase.orderNo);
    await main.getByRole('button', { name: '주문 검색' }).click();
    const row = main.locator('tbody tr').filter({ hasText: purchase.orderNo });
    await expect(main.locator('tbody tr')).toHaveCount(1);
    await expect(row).toContainText(member.memberId);
    await expect(row).toContainText('결제 완료');
    await row.getByRole('link', { name: purchase.orderNo }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${purchase.orderSeq}$`));

    const info = main.getByRole('region', { name: '주문 정보' });
    const form = main.getByRole('region', { name: '주문 관리' });
    await expect(factIn(info, '주문 회원')).toHaveText(member.memberId);
    await expect(factIn(info, '주문 상태')).toHaveText('결제 완료');
    const state = form.getByLabel('주문 상태', { exact: true });
    const company = form.getByLabel('배송업체', { exact: true });
    const tracking = form.getByLabel('송장번호', { exact: true });
    await expect(form.getByLabel('요청사항', { exact: true })).toHaveValue('문 앞에 놓아주세요.');

    // 배송중 without a courier and tracking number is refused.
    await state.selectOption({ label: '배송중' });
    await form.getByRole('button', { name: '저장' }).click();
    await expectFieldMessage(company, TEXT.trackingRequired);
    await expect(toast(page, TEXT.modified)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'order detail (admin): shipping without tracking');
    await expect(factIn(info, '주문 상태')).toHaveText('결제 완료');

    await company.selectOption({ label: 'CJ대한통운' });
    await tracking.fill(invoice);
    await form.getByRole('button', { name: '저장' }).click();
    await expect(toast(page, TEXT.modified)).toBeVisible();
    await expect(factIn(info, '주문 상태')).toHaveText('배송중');
    await expect(state).toHaveValue('D.PRG');
    await expect(company.locator('option:checked')).toHaveText('CJ대한통운');
    await expect(tracking).toHaveValue(invoice);
    await expect(company).toHaveAccessibleDescription('');

    // Back in the list, the row can be tracked (the toast lies over 목록 until closed).
    await dismissToast(page, TEXT.modified);
    await main.getByRole('link', { name: '목록', exact: true }).click();
    await expect(page).toHaveURL(/\/order\/admin\/list$/);
    await main.getByLabel('검색어', { exact: true }).fill(purchase.orderNo);
    await main.getByRole('button', { name: '주문 검색' }).click();
    await expect(row).toContainText('배송중');
    await expect(row.getByRole('button', { name: `배송 조회: ${purchase.orderNo}` })).toBeVisible();

    // The member sees it on its way.
    const memberContext = await personAt(browser, baseURL!, member.token);
    try {
      const shopper = await memberContext.newPage();
      await shopper.goto('/order/list');
      const card = orderCard(shopper, sale.title);
      await expect(badgeOf(card)).toHaveText('배송중');
      await expect(card.getByRole('link', { name: '주문 취소' })).toHaveCount(0);
      await expect(card.getByRole('link', { name: '반품 신청' })).toBeVisible();

      // 배송 조회: the server's tracking page in a popup.
      const popupOpened = shopper.waitForEvent('popup');
      await card.getByRole('button', { name: '배송 조회' }).click();
      const popup = await popupOpened;
      await expect(popup).toHaveURL(
        new RegExp(`/api/order/tracking\\?t_code=04&t_invoice=${invoice}$`),
      );
      await expect(popup.getByRole('heading', { name: '배송 조회', level: 1 })).toBeVisible();
      await expect(popup.getByText('CJ대한통운')).toBeVisible();
      await expect(popup.getByText(invoice, { exact: true })).toBeVisible();
      // Styled by the store's stylesheet, which its policy lets in (no inline styles).
      await expect(popup.locator('.sheet')).toHaveCSS('border-top-left-radius', '12px');
      await expectNoSeriousA11yViolations(popup, 'the tracking popup');
      await popup.close();

      // 조회 결과: the same parcel in a dialog, with its events.
      const expected = await request.get('/api/tracking/detail', {
        params: { t_code: '04', t_invoice: invoice },
      });
      const events = ((await expected.json()) as { trackingDetails: { kind: string }[] })
        .trackingDetails;
      expect(events.length).toBeGreaterThan(0);
      await card.getByRole('button', { name: '조회 결과' }).click();
      const dialog = shopper.getByRole('dialog', { name: '배송 조회 결과' });
      await expect(factIn(dialog, '택배사')).toHaveText('CJ대한통운');
      await expect(factIn(dialog, '송장번호')).toHaveText(invoice);
      await expect(dialog.getByRole('columnheader')).toHaveText([
        '시간',
        '위치',
        '배송 상태',
        '연락처',
      ]);
      await expect(dialog.locator('tbody tr td:nth-child(3)')).toHaveText(
        events.map((event) => event.kind),
      );
      await expectNoSeriousA11yViolations(shopper, 'order list: the tracking result dialog');
      await dialog.getByRole('button', { name: '닫기' }).last().click();
      await expect(dialog).toBeHidden();

      // 수령 확인.
      await card.getByRole('link', { name: '수령 확인' }).click();
      await expect(shopper).toHaveURL(new RegExp(`/receive/${purchase.orderSeq}$`));
      await expect(fact(shopper, '주문번호')).toHaveText(purchase.orderNo);
      await expect(fact(shopper, '주문 상태')).toHaveText('배송중');
      // Warned first: after the receipt, no return can be asked for on screen.
      await expect(shopper.getByRole('main').getByRole('note')).toContainText(
        '수령 확인 후에는 반품·교환을 신청할 수 없습니다.',
      );
      await shopper.getByRole('main').getByLabel('메모', { exact: true }).fill('잘 받았습니다.');
      await shopper.getByRole('main').getByRole('button', { name: '수령 확인' }).click();
      await expect(toast(shopper, TEXT.received)).toBeVisible();
      await expect(shopper).toHaveURL(/\/order\/list$/);
      await expect(badgeOf(card)).toHaveText('수령 완료');
      await expect(card.getByRole('link', { name: '수령 확인' })).toHaveCount(0);
      await expect(card.getByRole('button', { name: '배송 조회' })).toBeVisible();
    } finally {
      await memberContext.close();
    }
  });
});
