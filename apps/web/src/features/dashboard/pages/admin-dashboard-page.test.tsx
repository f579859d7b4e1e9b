import { ENDPOINTS, type DashboardReply } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildSalesFigures,
  errorReply,
  handle,
  networkError,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { dashboard } = ENDPOINTS;

/** A Friday with work waiting, and sales that rose, fell, began and stayed at nothing. */
function buildDashboard(): DashboardReply {
  return {
    today: '2026-11-27',
    work: {
      toShip: 3,
      cancelRequests: 1,
      returnRequests: 0,
      returnsToCheck: 2,
      overdue: 4,
      unansweredInquiries: 0,
      lowStock: 5,
    },
    sales: {
      today: buildSalesFigures({
        buy: 135_000,
        rent: 48_000,
        extension: 15_000,
        refunds: 12_000,
        net: 186_000,
      }),
      sameDayLastWeek: buildSalesFigures({
        buy: 120_000,
        rent: 60_000,
        refunds: 10_000,
        net: 170_000,
      }),
      last7Days: buildSalesFigures({
        buy: 1_200_000,
        rent: 300_000,
        extension: 45_000,
        lateFee: 9_000,
        net: 1_554_000,
      }),
      previous7Days: buildSalesFigures({
        buy: 1_000_000,
        rent: 450_000,
        extension: 30_000,
        net: 1_480_000,
      }),
    },
  };
}

/** Each body row of a table as its cells read: label, amount, change. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('administrator dashboard', () => {
  it("links each of today's work counts to the list that shows it", async () => {
    signIn('boss', { admin: true });
    const calls = handle(dashboard.dashboard, buildDashboard());
    renderRoute('/admin');

    const work = await screen.findByRole('region', { name: '오늘 할 일' });
    expect(screen.getByRole('heading', { level: 1, name: '대시보드' })).toBeTruthy();
    expect(screen.getByText('2026.11.27 기준')).toBeTruthy();
    const links = within(work).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['결제 완료·배송 준비 3건', '/order/admin/list?state=P.CPLT,D.RDY'],
      ['취소 요청 1건', '/order/admin/list?state=C.REQ'],
      ['반품 요청 0건', '/order/admin/list?state=RT.REQ'],
      ['반납 확인중 2건', `/rental/list/admin?state=${encodeURIComponent('반납 확인중')}`],
      ['연체 4건', `/rental/list/admin?state=${encodeURIComponent('연체')}`],
      ['미답변 문의 0건', '/contact/list/isAdmin?state=unanswered'],
      ['재고 부족 5건', '/product/list?state=lowStock'],
    ]);
    // Named by label and count, as a screen reader reads the tile.
    const toShip = within(work).getByRole('link', { name: '결제 완료·배송 준비 3건' });
    const noReturns = within(work).getByRole('link', { name: '반품 요청 0건' });
    // Work waiting stands out; nothing to do stays quiet.
    expect(within(toShip).getByText('3건').className).toContain('fw-bold');
    expect(within(toShip).getByText('3건').className).not.toContain('text-body-secondary');
    expect(within(noReturns).getByText('0건').className).toContain('text-body-secondary');
    expect(within(noReturns).getByText('0건').className).not.toContain('fw-bold');
    expect(calls.calls).toHaveLength(1);
  });

  it('compares today with the same day last week, and the last 7 days with the 7 before', async () => {
    signIn('boss', { admin: true });
    handle(dashboard.dashboard, buildDashboard());
    renderRoute('/admin');

    const sales = await screen.findByRole('region', { name: '매출' });
    const today = within(sales).getByRole('table', { name: '오늘 지난주 같은 요일 대비' });
    expect(
      within(today)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['항목', '금액', '변화']);
    expect(rowsOf(today)).toEqual([
      ['구매', '135,000원', '+15,000원 (+12.5%)'],
      ['대여', '48,000원', '-12,000원 (-20.0%)'],
      ['연장', '15,000원', '+15,000원 (신규)'],
      ['연체료', '0원', '-'],
      ['환불', '-12,000원', '+2,000원 (+20.0%)'],
      ['순매출', '186,000원', '+16,000원 (+9.4%)'],
    ]);
    expect(within(today).getByRole('rowheader', { name: '순매출' }).closest('tr')!.className).toBe(
      'fw-bold',
    );

    const week = within(sales).getByRole('table', { name: '최근 7일 이전 7일 대비' });
    expect(rowsOf(week)).toEqual([
      ['구매', '1,200,000원', '+200,000원 (+20.0%)'],
      ['대여', '300,000원', '-150,000원 (-33.3%)'],
      ['연장', '45,000원', '+15,000원 (+50.0%)'],
      ['연체료', '9,000원', '+9,000원 (신규)'],
      ['환불', '0원', '-'],
      ['순매출', '1,554,000원', '+74,000원 (+5.0%)'],
    ]);
    expect(
      within(sales)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['오늘', '최근 7일']);
  });

  it('shows a spinner while the figures are read', async () => {
    signIn('boss', { admin: true });
    let answer: (reply: DashboardReply) => void = () => {};
    handle(dashboard.dashboard, () => new Promise<DashboardReply>((resolve) => (answer = resolve)));
    renderRoute('/admin');

    const loading = await screen.findByText('대시보드를 불러오는 중입니다.');
    expect(loading.closest('[role="status"]')).not.toBeNull();
    answer(buildDashboard());
    expect(await screen.findByRole('region', { name: '오늘 할 일' })).toBeTruthy();
    expect(screen.queryByText('대시보드를 불러오는 중입니다.')).toBeNull();
  });

  it('says when the figures could not be read, and reads them again when asked', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn('boss', { admin: true });
    let reachable = false;
    handle(dashboard.dashboard, () => (reachable ? buildDashboard() : networkError()));
    const { user } = renderRoute('/admin');

    const failure = await screen.findByText(
      '대시보드를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
    );
    expect(failure.closest('.alert')).not.toBeNull();
    expect(screen.queryByRole('region', { name: '오늘 할 일' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(logged).toHaveBeenCalledWith('대시보드 불러오기 실패', expect.anything());

    reachable = true;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('region', { name: '오늘 할 일' })).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.queryByText('대시보드를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.'),
      ).toBeNull(),
    );
  });

  it("shows the server's refusal to an administrator whose rights were taken away meanwhile", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn('boss', { admin: true });
    handle(ENDPOINTS.cart.counts, { cart: 0, want: 0 });
    handle(dashboard.dashboard, errorReply('FORBIDDEN'));
    renderRoute('/admin');

    const refusal = await screen.findByText('접근권한이 없습니다.');
    expect(refusal.closest('.alert')).not.toBeNull();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
