import { ENDPOINTS, STATS_PERIOD_TEXT, type StatsReply } from '@store/contract';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routeTable } from '@/config/paths';
import {
  buildStatsDay,
  captureDownloads,
  csvFileReply,
  errorReply,
  handle,
  networkError,
  sentRequests,
} from '@/testing/test-utils';
import { ChartListPage } from './chart-list-page';

/** What the charts were given: jsdom has no canvas, so each chart is a stand-in that keeps its props. */
const charts = vi.hoisted(
  () => [] as { kind: string; data: { labels?: unknown[]; datasets: { data: unknown[] }[] } }[],
);

vi.mock('react-chartjs-2', () => {
  const standIn =
    (kind: string) => (props: { data: (typeof charts)[number]['data']; 'aria-label'?: string }) => {
      charts.push({ kind, data: props.data });
      return <canvas role="img" aria-label={props['aria-label']} />;
    };
  return { Bar: standIn('bar'), Chart: standIn('mixed'), Doughnut: standIn('doughnut') };
});

const { stats } = ENDPOINTS;

/** Three days of a shop: a cart paid and partly refunded, an extension, a buy-out. */
function buildStats(from = '2026-11-01', to = '2026-11-03'): StatsReply {
  return {
    from,
    to,
    days: [
      buildStatsDay(from, { buy: 50_000, rent: 33_000, net: 83_000, orders: 2 }),
      buildStatsDay('2026-11-02', { refunds: 50_000, net: -50_000 }),
      buildStatsDay(to, { extension: 6_000, buy: 70_000, net: 76_000, orders: 1 }),
    ],
    totals: buildStatsDay('', {
      buy: 120_000,
      rent: 33_000,
      extension: 6_000,
      refunds: 50_000,
      net: 109_000,
      orders: 3,
    }),
    byMode: [
      { mode: 'BUY', sales: 120_000, orders: 1, units: 1 },
      { mode: 'RENT', sales: 39_000, orders: 2, units: 3 },
    ],
    byCategory: [
      { categorySeq: 1, name: '캠핑', sales: 109_000, orders: 2, units: 3 },
      { categorySeq: 2, name: '유아', sales: 50_000, orders: 1, units: 1 },
    ],
    topListings: [
      {
        rank: 1,
        saleSeq: 7,
        saleNo: 'SA2611010000007',
        title: '텐트, 4인용',
        categoryName: '캠핑',
        sales: 70_000,
        orders: 1,
        units: 1,
      },
      {
        rank: 2,
        saleSeq: 3,
        saleNo: 'SA2611010000003',
        title: '유모차',
        categoryName: '유아',
        sales: 50_000,
        orders: 1,
        units: 1,
      },
    ],
    products: [
      {
        productSeq: 4,
        productNo: 'PR2611010000004',
        brand: '코베아',
        name: '캠핑 의자',
        categoryName: '캠핑',
        units: 3,
        rentedUnitDays: 6,
        utilisationPercent: 66.7,
        endedRentals: 1,
        overdueRentals: 1,
        overdueRatePercent: 100,
      },
      {
        productSeq: 5,
        productNo: 'PR2611010000005',
        brand: '스토케',
        name: '유모차',
        categoryName: '유아',
        units: 0,
        rentedUnitDays: 0,
        utilisationPercent: null,
        endedRentals: 0,
        overdueRentals: 0,
        overdueRatePercent: null,
      },
    ],
  };
}

/** A period with nothing sold, ordered or refunded. */
function buildQuietStats(): StatsReply {
  const quiet = buildStats();
  return {
    ...quiet,
    days: quiet.days.map((shown) => buildStatsDay(shown.day)),
    totals: buildStatsDay(''),
    byMode: quiet.byMode.map((mode) => ({ ...mode, sales: 0, orders: 0, units: 0 })),
    byCategory: [],
    topListings: [],
  };
}

/**
 * The statistics screen at `entry`, with the app's providers, as its route will be (router.tsx
 * maps `chartList` to `statsScreens`).
 */
function renderStatsPage(entry: string) {
  const router = createMemoryRouter(
    [
      {
        path: routeTable.chartList.pattern,
        element: <ChartListPage />,
        handle: { title: routeTable.chartList.title },
      },
    ],
    { initialEntries: [entry] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const address = () => router.state.location.pathname + router.state.location.search;
  return { user: userEvent.setup(), address };
}

/** Each body row of a table as its cells read. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

beforeEach(() => {
  // Friday 2026-11-27, noon in Korea: the picker's today.
  vi.useFakeTimers({ now: new Date('2026-11-27T03:00:00Z'), toFake: ['Date'] });
  charts.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the statistics screen', () => {
  it('shows the figures of the period: at a glance, charted and in tables', async () => {
    handle(stats.report, buildStats());
    renderStatsPage('/chart/list?from=2026-11-01&to=2026-11-03');

    const daily = await screen.findByRole('table', { name: '일별 매출' });
    expect(screen.getByRole('heading', { level: 1, name: '통계' })).toBeTruthy();
    expect(screen.getByText('2026.11.01 ~ 2026.11.03 (3일)')).toBeTruthy();
    const glance = [...document.querySelectorAll('dl div')].map((item) => item.textContent);
    expect(glance).toEqual([
      '매출 (환불 전)159,000원',
      '환불50,000원',
      '순매출109,000원',
      '주문3건',
    ]);

    expect(headersOf(daily)).toEqual([
      '날짜',
      '구매',
      '대여',
      '연장',
      '연체료',
      '환불',
      '순매출',
      '주문 수',
    ]);
    expect(rowsOf(daily)).toEqual([
      ['2026.11.01', '50,000원', '33,000원', '0원', '0원', '0원', '83,000원', '2건'],
      ['2026.11.02', '0원', '0원', '0원', '0원', '50,000원', '-50,000원', '0건'],
      ['2026.11.03', '70,000원', '0원', '6,000원', '0원', '0원', '76,000원', '1건'],
      ['합계', '120,000원', '33,000원', '6,000원', '0원', '50,000원', '109,000원', '3건'],
    ]);
    expect(within(daily).getAllByRole('row').at(-1)!.className).toContain('fw-bold');
    // Tables scroll sideways on a phone rather than squeezing their columns.
    expect(daily.parentElement!.className).toContain('table-responsive');

    expect(rowsOf(screen.getByRole('table', { name: '구매/대여별' }))).toEqual([
      ['구매', '120,000원', '1건', '1개'],
      ['대여', '39,000원', '2건', '3개'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: '카테고리별' }))).toEqual([
      ['캠핑', '109,000원', '2건', '3개'],
      ['유아', '50,000원', '1건', '1개'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: '인기 상품 TOP 10' }))).toEqual([
      ['1', 'SA2611010000007', '텐트, 4인용', '캠핑', '70,000원', '1건', '1개'],
      ['2', 'SA2611010000003', '유모차', '유아', '50,000원', '1건', '1개'],
    ]);
    const products = screen.getByRole('table', { name: '상품별 가동률·연체율' });
    expect(headersOf(products)).toContain('가동률(%)');
    expect(rowsOf(products)).toEqual([
      [
        'PR2611010000004',
        '코베아',
        '캠핑 의자',
        '캠핑',
        '3개',
        '6',
        '66.7%',
        '1건',
        '1건',
        '100.0%',
      ],
      ['PR2611010000005', '스토케', '유모차', '유아', '0개', '0', '—', '0건', '0건', '—'],
    ]);

    // Each chart says what it shows and where its figures are, for those who cannot see it.
    const pictures = screen.getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('aria-label'))).toEqual([
      '일별 매출(막대)과 주문 수(선) 그래프, 2026.11.01 ~ 2026.11.03 (3일). 순매출 합계 109,000원, 주문 3건. 날짜별 수치는 일별 매출 표에 있습니다.',
      '카테고리별 매출 막대 그래프. 캠핑 109,000원, 유아 50,000원. 수치는 카테고리별 표에 있습니다.',
      '구매와 대여의 매출 비율 도넛 그래프. 구매 120,000원, 대여 39,000원. 수치는 구매/대여별 표에 있습니다.',
    ]);
    const trend = charts.find((chart) => chart.kind === 'mixed')!;
    expect(trend.data.labels).toEqual(['11.01', '11.02', '11.03']);
    expect(trend.data.datasets.map((set) => set.data)).toEqual([
      [50_000, 0, 70_000],
      [33_000, 0, 0],
      [0, 0, 6_000],
      [0, 0, 0],
      [2, 0, 1],
    ]);
  });

  it('asks for the last 30 days by default, and for the period of a quick choice', async () => {
    const report = handle(stats.report, ({ query }) =>
      buildStats(query.from ?? '2026-10-29', query.to ?? '2026-11-27'),
    );
    const { user, address } = renderStatsPage('/chart/list');
    await screen.findByRole('table', { name: '일별 매출' });
    expect(report.calls.map((call) => call.query)).toEqual([{}]);
    expect((screen.getByLabelText('시작일') as HTMLInputElement).value).toBe('2026-10-29');
    expect((screen.getByLabelText('종료일') as HTMLInputElement).value).toBe('2026-11-27');
    expect(screen.getByRole('button', { name: '30일' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: '지난 달' }));
    await waitFor(() => expect(address()).toBe('/chart/list?from=2026-10-01&to=2026-10-31'));
    await waitFor(() => expect(report.calls).toHaveLength(2));
    expect(report.calls[1]!.query).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    await waitFor(() =>
      expect((screen.getByLabelText('시작일') as HTMLInputElement).value).toBe('2026-10-01'),
    );
    expect(screen.getByRole('button', { name: '지난 달' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(screen.getByRole('button', { name: '7일' }));
    await waitFor(() => expect(address()).toBe('/chart/list?from=2026-11-21&to=2026-11-27'));
  });

  it('asks for the days typed in when 조회 is pressed', async () => {
    const report = handle(stats.report, ({ query }) => buildStats(query.from, query.to));
    const { user, address } = renderStatsPage('/chart/list?from=2026-11-01&to=2026-11-03');
    await screen.findByRole('table', { name: '일별 매출' });

    const from = screen.getByLabelText('시작일');
    await user.clear(from);
    await user.type(from, '2026-11-02');
    expect(screen.getByLabelText('종료일').getAttribute('max')).toBe('2026-11-27');
    await user.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(address()).toBe('/chart/list?from=2026-11-02&to=2026-11-03'));
    await waitFor(() =>
      expect(report.calls.at(-1)!.query).toEqual({ from: '2026-11-02', to: '2026-11-03' }),
    );
  });

  it("shows the server's refusal of a period under the field it names", async () => {
    const text = STATS_PERIOD_TEXT.fromAfterTo;
    handle(stats.report, errorReply('VALIDATION_FAILED', { text, fieldErrors: { from: text } }));
    renderStatsPage('/chart/list?from=2026-11-20&to=2026-11-10');

    const refusal = await screen.findByText(text);
    const from = screen.getByLabelText('시작일');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(from.getAttribute('aria-describedby')).toBe(refusal.id);
    expect(screen.getByLabelText('종료일').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it("downloads a table as the server's CSV file of the period shown", async () => {
    handle(stats.report, buildStats());
    const file = '\uFEFF날짜,구매\r\n2026-11-01,50000\r\n';
    const downloads = handle(
      stats.reportCsv,
      csvFileReply(file, {
        asciiName: 'stats-daily-20261101-20261103-20261127.csv',
        name: '일별매출-20261101-20261103-20261127.csv',
      }),
    );
    const saved = captureDownloads();
    const { user } = renderStatsPage('/chart/list?from=2026-11-01&to=2026-11-03');
    await screen.findByRole('table', { name: '일별 매출' });

    await user.click(screen.getByRole('button', { name: '일별 매출 CSV 내려받기' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloads.calls.map((call) => call.query)).toEqual([
      { table: 'daily', from: '2026-11-01', to: '2026-11-03' },
    ]);
    expect(sentRequests()).toContain(
      'GET /api/admin/stats.csv?table=daily&from=2026-11-01&to=2026-11-03',
    );
    expect(saved[0]).toEqual({
      name: '일별매출-20261101-20261103-20261127.csv',
      bytes: [...new TextEncoder().encode(file)],
    });
    expect(
      screen.getAllByRole('button', { name: /CSV 내려받기$/ }).map((button) => button.textContent),
    ).toEqual([
      '일별 매출 CSV 내려받기',
      '구매/대여별 CSV 내려받기',
      '카테고리별 CSV 내려받기',
      '인기 상품 TOP 10 CSV 내려받기',
      '상품별 가동률·연체율 CSV 내려받기',
    ]);
  });

  it('says plainly when the period had nothing, without empty charts', async () => {
    handle(stats.report, buildQuietStats());
    renderStatsPage('/chart/list?from=2026-11-01&to=2026-11-03');

    expect(await screen.findByText('이 기간에는 매출과 주문이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table', { name: '일별 매출' })).toBeNull();
    // The products' utilisation still shows: rentals out need no sale in the period.
    expect(screen.getByRole('table', { name: '상품별 가동률·연체율' })).toBeTruthy();
  });

  it('shows a spinner while the figures are read, and offers another try when they are not', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let reachable = false;
    let answer: (reply: StatsReply) => void = () => {};
    handle(stats.report, () =>
      reachable ? new Promise<StatsReply>((resolve) => (answer = resolve)) : networkError(),
    );
    const { user } = renderStatsPage('/chart/list?from=2026-11-01&to=2026-11-03');

    const failure = await screen.findByText(
      '통계를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
    );
    expect(failure.closest('.alert')).not.toBeNull();
    expect(logged).toHaveBeenCalledWith('통계 불러오기 실패', expect.anything());

    reachable = true;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.queryByText(/통계를 불러오지 못했습니다/)).toBeNull());
    answer(buildStats());
    expect(await screen.findByRole('table', { name: '일별 매출' })).toBeTruthy();
  });

  it("shows the server's refusal to a member who is not an administrator", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    handle(stats.report, errorReply('FORBIDDEN'));
    renderStatsPage('/chart/list');

    const refusal = await screen.findByText('접근권한이 없습니다.');
    expect(refusal.closest('.alert')).not.toBeNull();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });
});
