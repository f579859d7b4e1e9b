import { expectNoSeriousA11yViolations } from './support/a11y';
import { pickStubAddress, submitLogin, toast } from './support/accounts';
import { pngFile, won } from './support/catalogue';
import { apiToken, DEMO, expect, test } from './support/fixtures';
import {
  badgeOf,
  deliverOrder,
  dismissToast,
  factIn,
  freshMember,
  listingAt,
  memberWithPurchase,
  ORDER_ADDRESS,
  personAt,
  plusDays,
  signInAt,
  TEXT,
} from './support/orders';

test.describe('rentals', () => {
  test('a member extends a rental, asks to return it, withdraws and asks again; the administrator takes it back', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(45_000);
    const { member, sale, purchase } = await memberWithPurchase(request, baseURL!, '대여회원', {
      count: 2,
      phone: '010-3333-4444',
    });
    const before = { quantity: sale.quantity, stock: sale.stock };
    const deposit = sale.offer.deposit * 2;
    const afterPurchase = await listingAt(request, baseURL!, sale.seq);
    expect(afterPurchase.quantity).toBe(before.quantity - 2);
    expect(afterPurchase.stock).toBe(before.stock - 2);
    const main = page.getByRole('main');
    await signInAt(page, baseURL!, member.token);
    const rentalSeqOf = async (rentalNo: string) => {
      const response = await request.get('/api/rental/list', {
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(response.ok()).toBeTruthy();
      const { rentalList } = (await response.json()) as {
        rentalList: { seq: number; rentalNo: string }[];
      };
      return rentalList.find((rental) => rental.rentalNo === rentalNo)!.seq;
    };

    // 대여현황: paid but not delivered, the rental waits and cannot be extended or returned yet.
    await page.goto('/rental/list');
    const card = main.getByRole('article').filter({ hasText: `대여번호 ${purchase.rentalNo}` });
    await expect(card).toContainText('수량 2개');
    await expect(badgeOf(card)).toHaveText('대여 대기');
    await expect(factIn(card, '대여 시작일')).toHaveText('배송 후 시작');
    await expect(card).toContainText('배송이 완료되면 대여가 시작됩니다.');
    await expect(card.getByRole('link', { name: '연장하기' })).toHaveCount(0);
    await expect(card.getByRole('link', { name: '반납하기' })).toHaveCount(0);
    const early = await request.get(
      `/api/rental/renew/finish/${await rentalSeqOf(purchase.rentalNo)}`,
      { headers: { authorization: `Bearer ${member.token}` }, params: { period: 30 } },
    );
    expect(early.status()).toBe(409);

    // Delivered: out (green) from today, for 30 days.
    await deliverOrder(request, baseURL!, purchase.orderSeq);
    await page.reload();
    await expect(badgeOf(card)).toHaveText('대여중');
    await expect(badgeOf(card)).toHaveClass(/\bbg-success\b/);
    const start = (await factIn(card, '대여 시작일').textContent())!.trim();
    const end = plusDays(start, 30);
    await expect(factIn(card, '반납 예정일')).toHaveText(end);
    await expect(factIn(card, '반납일')).toHaveText('-');

    // 연장하기: 30 more days, the new end date shown before confirming.
    await card.getByRole('link', { name: '연장하기' }).click();
    await expect(page).toHaveURL(/\/rental\/renew\/\d+$/);
    const rentalSeq = Number(/\/rental\/renew\/(\d+)$/.exec(page.url())![1]);
    await expect(factIn(main, '반납 예정일')).toHaveText(end);
    const period = main.getByLabel('연장 기간', { exact: true });
    await period.selectOption({ label: '30일' });
    const extendedEnd = plusDays(end, 30);
    await expect(main.getByText('연장 후 반납 예정일')).toHaveText(
      `연장 후 반납 예정일 ${extendedEnd}`,
    );
    await expect(period).toHaveAccessibleDescription(`연장 후 반납 예정일 ${extendedEnd}`);
    // 30 more days of 2 units: 30 days' rent of each, shown before paying.
    const extensionPrice = Math.ceil(sale.salePrice! / 10) * 10 * 2;
    await expect(factIn(main, '연장 대여료')).toHaveText(won(extensionPrice));
    await expectNoSeriousA11yViolations(page, 'rental renew: a period chosen');
    await main.getByRole('button', { name: '결제하고 연장하기' }).click();
    // The demo provider's page asks for exactly that amount; paid, the store applies it.
    await expect(page).toHaveURL(/\/api\/kakaopay\/demo\/T\d{19}$/);
    await expect(page.getByText(won(extensionPrice), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '결제하기' }).click();
    await expect(toast(page, TEXT.extended)).toBeVisible();
    await expect(page).toHaveURL(/\/rental\/list$/);
    await expect(factIn(card, '반납 예정일')).toHaveText(extendedEnd);
    await expect(badgeOf(card)).toHaveText('대여중');

    // 반납하기: the pickup form, sent once complete.
    await card.getByRole('link', { name: '반납하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/rental/return/${rentalSeq}$`));
    await expect(factIn(main, '대여번호')).toHaveText(purchase.rentalNo);
    await expect(factIn(main, '반납 예정일')).toHaveText(extendedEnd);
    const name = main.getByLabel('이름', { exact: true });
    const phone = main.getByLabel('연락처', { exact: true });
    const detail = main.getByLabel('상세주소', { exact: true });
    const send = main.getByRole('button', { name: '반납하기' });
    // It starts from the order's recipient and address, without a detail address.
    await expect(name).toHaveValue('대여회원');
    await expect(phone).toHaveValue('010-3333-4444');
    await expect(main.getByLabel('우편번호', { exact: true })).toHaveValue(ORDER_ADDRESS.post);
    await expect(main.getByLabel('주소', { exact: true })).toHaveValue(ORDER_ADDRESS.addr);
    await expect(detail).toHaveValue('');
    await expect(send).toBeDisabled();
    await name.clear();
    await name.fill('회수담당');
    await phone.clear();
    await phone.blur();
    await expect(send).toBeDisabled();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, 'rental return: the phone left empty');
    await phone.pressSequentially('01055556666');
    await expect(phone).toHaveValue('010-5555-6666');
    await pickStubAddress(page, main);
    await expect(send).toBeDisabled();
    await detail.fill('3층 창고');
    await main.getByLabel('메모', { exact: true }).fill('오후에 방문해주세요.');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(toast(page, TEXT.returnRequested)).toBeVisible();
    await expect(page).toHaveURL(/\/rental\/list$/);
    await expect(badgeOf(card)).toHaveText('반납 확인중');
    await expect(badgeOf(card)).toHaveClass(/\bbg-dark\b/);
    await dismissToast(page, TEXT.returnRequested);
    await expect(card.getByRole('link', { name: '연장하기' })).toHaveCount(0);
    await expect(card.getByRole('link', { name: '반납하기' })).toHaveCount(0);

    // Withdrawn: out again.
    await card.getByRole('link', { name: '반납 신청 취소' }).click();
    await expect(page).toHaveURL(new RegExp(`/rental/return/${rentalSeq}$`));
    await expect(main.getByText('반납 신청이 접수되어 회수를 기다리고 있습니다.')).toBeVisible();
    await main.getByRole('button', { name: '반납 신청 취소' }).click();
    await expect(toast(page, TEXT.returnCancelled)).toBeVisible();
    await expect(page).toHaveURL(/\/rental\/list$/);
    await expect(badgeOf(card)).toHaveText('대여중');
    await expect(card.getByRole('link', { name: '연장하기' })).toBeVisible();
    await expect(card.getByRole('link', { name: '반납 신청 취소' })).toHaveCount(0);

    // Asked again, from the order's address with a detail this time. Within 7 days of delivery
    // it is a withdrawal: everything paid but the deposit comes back, less the return delivery.
    await card.getByRole('link', { name: '반납하기' }).click();
    const refundNote = main.getByRole('region', { name: '환불 안내' });
    const withdrawalRefund = purchase.total - deposit + extensionPrice - sale.deliveryFee;
    await expect(refundNote).toContainText('청약철회 기간입니다');
    await expect(factIn(refundNote, '환불 예정 금액')).toHaveText(won(withdrawalRefund));
    await refundNote.getByRole('radio', { name: '상품 불량·오배송' }).check();
    await expect(factIn(refundNote, '환불 예정 금액')).toHaveText(
      won(withdrawalRefund + sale.deliveryFee),
    );
    await refundNote.getByRole('radio', { name: '단순 변심' }).check();
    await expect(send).toBeDisabled();
    await detail.fill('1층 로비');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(toast(page, TEXT.returnRequested)).toBeVisible();
    await expect(badgeOf(card)).toHaveText('반납 확인중');

    // The administrator's board: 반납 배송중, then 반납 완료 gives the units back.
    const adminToken = await apiToken(request, DEMO.admin);
    const adminContext = await personAt(browser, baseURL!, adminToken);
    try {
      const admin = await adminContext.newPage();
      await admin.goto(`/rental/list/admin?q=${purchase.rentalNo}`);
      const board = admin.getByRole('main');
      const row = board.locator('tbody tr').filter({ hasText: purchase.rentalNo });
      const state = board.getByLabel(`대여 상태 ${purchase.rentalNo}`, { exact: true });
      const save = board.getByRole('button', { name: `저장 ${purchase.rentalNo}`, exact: true });
      await expect(row).toContainText(member.memberId);
      await expect(row).toContainText(`(${ORDER_ADDRESS.post}) ${ORDER_ADDRESS.addr} 1층 로비`);
      await expect(row).toContainText('대여회원 · 010-3333-4444');
      await expect(state).toHaveValue('반납 확인중');

      await state.selectOption('반납 배송중');
      await save.click();
      await expect(toast(admin, TEXT.saved)).toBeVisible();
      await expect(state).toHaveValue('반납 배송중');
      await expectNoSeriousA11yViolations(
        admin,
        'rental board (admin): a row saved, with its toast',
      );
      await dismissToast(admin, TEXT.saved);
      expect((await listingAt(request, baseURL!, sale.seq)).quantity).toBe(before.quantity - 2);

      // The inspection finds a scratch: 5,000원 charged, with a photo; the rental is settled.
      await board.getByRole('button', { name: `검수·정산 ${purchase.rentalNo}` }).click();
      const inspection = admin.getByRole('dialog', { name: '반납 검수' });
      await inspection.getByLabel('검수 결과').selectOption('손상');
      await inspection.getByLabel('배상액').fill('5000');
      await inspection.getByLabel('배상 사유').fill('측면 긁힘');
      await inspection.getByLabel('검수 사진').setInputFiles(pngFile('scratch.png', [200, 60, 60]));
      // What the settlement will give back is shown before it is made.
      await expect(inspection.getByRole('region', { name: '정산 예정' })).toContainText(
        '손상·분실 배상-5,000원',
      );
      await expectNoSeriousA11yViolations(admin, 'rental board (admin): the inspection dialog');
      await inspection.getByRole('button', { name: '반납 완료 처리' }).click();
      await expect(toast(admin, '반납 검수와 정산이 완료되었습니다.')).toBeVisible();
      await expect(inspection).toBeHidden();
      await expect(state).toHaveValue('반납 완료');
      await expect(state).toBeDisabled();
      await expect(save).toBeDisabled();
      await expect
        .poll(async () => {
          const now = await listingAt(request, baseURL!, sale.seq);
          return { quantity: now.quantity, stock: now.stock };
        })
        .toEqual(before);

      // Saving 반납 완료 again (as a second click would) gives nothing back twice.
      const again = await request.put(`/api/rental/list/update/${purchase.rentalNo}`, {
        headers: { authorization: `Bearer ${adminToken}` },
        data: { state: '반납 완료', rentalNo: purchase.rentalNo },
      });
      expect(again.ok(), await again.text()).toBeTruthy();
      const final = await listingAt(request, baseURL!, sale.seq);
      expect({ quantity: final.quantity, stock: final.stock }).toEqual(before);
      await admin.reload();
      await expect(state).toBeDisabled();
    } finally {
      await adminContext.close();
    }

    // The member sees it returned, and the statement line by line: the deposit back, the
    // damage charged, the withdrawal refund; the balance refunded to KakaoPay.
    await page.reload();
    await expect(badgeOf(card)).toHaveText('반납 완료');
    await expect(factIn(card, '반납일')).not.toHaveText('-');
    // Nothing more to do (the only link left is the inspection photo's).
    await expect(
      card.getByRole('link', { name: /연장하기|반납하기|반납 신청 취소|인수하기/ }),
    ).toHaveCount(0);
    await expect(card.getByRole('button')).toHaveCount(0);
    const statement = card.getByRole('region', { name: '정산 내역' });
    await expect(factIn(statement, '보증금 반환')).toHaveText(won(deposit));
    await expect(factIn(statement, '손상·분실 배상')).toHaveText(`-${won(5000)}`);
    await expect(factIn(statement, '청약철회 환불')).toHaveText(won(withdrawalRefund));
    await expect(factIn(statement, '배상 사유')).toHaveText('측면 긁힘');
    await expect(factIn(statement, '환불 금액')).toHaveText(won(deposit - 5000 + withdrawalRefund));
    await expect(statement.getByRole('img', { name: '검수 사진 1' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'my rentals: a settled rental');
  });

  test('a member returns a rental early and sees the unused rent to come back before asking', async ({
    page,
    request,
    baseURL,
  }) => {
    // The demo shop's rental of member1 delivered 25 days ago for 90 days: past withdrawal.
    const token = await apiToken(request, DEMO.member);
    const headers = { authorization: `Bearer ${token}` };
    const { rentalList } = (await (
      await request.get('/api/rental/list', { headers, params: { p: 1 } })
    ).json()) as { rentalList: { seq: number; rentalNo: string; state: string }[] };
    let early: { seq: number; rentalNo: string; quote: { refund: number; unusedDays: number } };
    for (const rental of rentalList.filter((item) => item.state === '대여중')) {
      const info = await (
        await request.get(`/api/rental/return/${rental.seq}`, { headers })
      ).json();
      if (info.quote?.kind === 'EARLY_RETURN') {
        early = { ...rental, quote: info.quote };
        break;
      }
    }
    expect(early!, 'a running rental past its withdrawal days').toBeTruthy();
    await signInAt(page, baseURL!, token);

    const main = page.getByRole('main');
    await page.goto(`/rental/return/${early!.seq}`);
    const refundNote = main.getByRole('region', { name: '환불 안내' });
    await expect(refundNote).toContainText(`중도 반납: 남은 ${early!.quote.unusedDays}일`);
    await expect(factIn(refundNote, '환불 예정 금액')).toHaveText(won(early!.quote.refund));
    await expect(refundNote.getByRole('radio')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'rental return: an early return quoted');
    await main.getByLabel('상세주소', { exact: true }).fill('경비실');
    await main.getByRole('button', { name: '반납하기' }).click();
    await expect(toast(page, TEXT.returnRequested)).toBeVisible();
    const card = main.getByRole('article').filter({ hasText: `대여번호 ${early!.rentalNo}` });
    await expect(card).toContainText(`중도 반납 환불 예정 ${won(early!.quote.refund)}`);
  });

  test('the rental screens need a sign-in, and a member cannot open another member’s rental', async ({
    page,
    request,
    baseURL,
  }) => {
    // Signed out: the guard sends to the login page, and back after signing in.
    const member = await freshMember(request, baseURL!, '다른회원');
    await page.goto('/rental/list');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, member.memberId, member.password);
    await expect(page).toHaveURL(/\/rental\/list$/);
    await expect(page.getByRole('main').getByText('대여한 상품이 없습니다.')).toBeVisible();

    // A rental of another member of this journey, who may open it.
    const {
      member: owner,
      purchase: { rentalNo },
    } = await memberWithPurchase(request, baseURL!, '대여주인', {
      count: 1,
      phone: '010-5555-6666',
    });
    const ownRentals = await request.get('/api/rental/list', {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(ownRentals.ok()).toBeTruthy();
    const { rentalList } = (await ownRentals.json()) as {
      rentalList: { seq: number; rentalNo: string }[];
    };
    const others = rentalList.find((rental) => rental.rentalNo === rentalNo);
    expect(others, 'the owner’s new rental').toBeTruthy();
    const asOwner = await request.get(`/api/rental/renew/${others!.seq}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(asOwner.ok()).toBeTruthy();

    const main = page.getByRole('main');
    for (const screen of ['renew', 'return']) {
      await page.goto(`/rental/${screen}/${others!.seq}`);
      await expect(main.getByRole('alert')).toHaveText(TEXT.rentalNotFound);
      await expect(main.getByRole('link', { name: '목록으로' })).toHaveAttribute(
        'href',
        '/rental/list',
      );
      await expect(main.getByRole('button', { name: /연장하기|반납하기/ })).toHaveCount(0);
    }
  });
});
