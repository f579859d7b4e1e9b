import { readFileSync } from 'node:fs';
import { toast } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiToken, DEMO, expect, signInWithToken, test } from './support/fixtures';
import { dismissToast, factIn, memberWithPurchase, TEXT } from './support/orders';

test.describe('the back office', () => {
  test('the administrator opens the dashboard, follows 배송 준비 to its orders, ships one and the count drops', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(45_000);
    const { purchase } = await memberWithPurchase(request, baseURL!, '대시보드회원', {
      count: 1,
      phone: '010-2222-4444',
      addrDetail: '8층',
    });
    const main = page.getByRole('main');
    await signInWithToken(page, await apiToken(request, DEMO.admin));

    // From the administrator menu to the dashboard.
    await page.goto('/');
    await page.getByRole('button', { name: '관리자' }).click();
    await page.getByRole('link', { name: '대시보드', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const work = main.getByRole('region', { name: '오늘 할 일' });
    const toShip = work.getByRole('link', { name: /^결제 완료·배송 준비 \d+건$/ });
    const waiting = Number((await toShip.textContent())!.match(/(\d+)건/)![1]);
    expect(waiting).toBeGreaterThan(0);
    await expect(main.getByRole('table', { name: /오늘/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard');

    // The link keeps the order board to the orders waiting to ship.
    await toShip.click();
    await expect(page).toHaveURL(/\/order\/admin\/list\?state=P\.CPLT,D\.RDY$/);
    await expect(main.getByText('상태: 결제 완료, 배송 준비중')).toBeVisible();
    await main.getByLabel('검색어', { exact: true }).fill(purchase.orderNo);
    await main.getByRole('button', { name: '주문 검색' }).click();
    const row = main.locator('tbody tr').filter({ hasText: purchase.orderNo });
    await expect(main.locator('tbody tr')).toHaveCount(1);
    await expect(main.getByText('상태: 결제 완료, 배송 준비중')).toBeVisible();

    // The same rows as a CSV file that opens with its Korean text intact.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'CSV 내려받기' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^주문목록-\d{8}\.csv$/);
    const file = readFileSync((await download.path())!);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toMatch(/^주문번호,주문일시,회원 아이디,주문자,상품,구분,/);
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain(purchase.orderNo);
    expect(lines[1]).toContain('결제 완료');
    await row.getByRole('link', { name: purchase.orderNo }).click();

    // Shipped with a courier and tracking number.
    const form = main.getByRole('region', { name: '주문 관리' });
    await form.getByLabel('주문 상태', { exact: true }).selectOption({ label: '배송중' });
    await form.getByLabel('배송업체', { exact: true }).selectOption({ label: 'CJ대한통운' });
    await form.getByLabel('송장번호', { exact: true }).fill(String(Date.now()).slice(-10));
    await form.getByRole('button', { name: '저장' }).click();
    await expect(toast(page, TEXT.modified)).toBeVisible();
    await expect(factIn(main.getByRole('region', { name: '주문 정보' }), '주문 상태')).toHaveText(
      '배송중',
    );
    await dismissToast(page, TEXT.modified);

    // Back on the dashboard, one order fewer waits.
    await page.goto('/admin');
    await expect(
      work.getByRole('link', { name: `결제 완료·배송 준비 ${waiting - 1}건` }),
    ).toBeVisible();
  });
});
