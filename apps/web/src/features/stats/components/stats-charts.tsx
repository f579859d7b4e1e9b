import {
  formatNumber,
  formatWon,
  STATS_MODE_NAMES,
  type StatsCategory,
  type StatsDay,
  type StatsMode,
} from '@store/contract';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type TooltipItem,
} from 'chart.js';
import type { ReactNode } from 'react';
import { Bar, Chart, Doughnut } from 'react-chartjs-2';
import { STATS_SCREEN_TEXT as TEXT } from '../stats-text';

// Only what these charts draw, so the rest of Chart.js stays out of the screen's chunk.
ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);
// The page's own face (styles/bootstrap.scss), so Korean labels draw in it on a canvas too, at
// the size of the page's small text.
ChartJS.defaults.font.family = "'Pretendard Variable', Pretendard, system-ui, sans-serif";
ChartJS.defaults.font.size = 13;

/** The store's blue (bootstrap.scss $primary) and quieter companions, each readable on white. */
const COLORS = {
  buy: '#2457e6',
  rent: '#12a38a',
  extension: '#e0a100',
  lateFee: '#d63a4a',
  orders: '#495057',
  categories: '#2457e6',
};

const KINDS = ['buy', 'rent', 'extension', 'lateFee'] as const;
const KIND_NAMES = { buy: '구매', rent: '대여', extension: '연장', lateFee: '연체료' };

/** `2026-11-05` -> `11.05`: a day on the chart's axis. */
const shortDay = (day: string) => `${day.slice(5, 7)}.${day.slice(8, 10)}`;

const wonTick = (value: string | number) => formatNumber(Number(value));

/** A chart's box: it takes the width it is given (a phone's or a desk's) at a fixed height. */
function ChartBox({ height, children }: { height: number; children: ReactNode }) {
  return <div style={{ position: 'relative', height, width: '100%' }}>{children}</div>;
}

type TrendType = 'bar' | 'line';

/**
 * Each day's money taken (stacked bars: 구매, 대여, 연장, 연체료) and the orders placed (a line,
 * on its own axis at the right). The figures are the daily table's; the label says so.
 */
export function TrendChart({ days, label }: { days: readonly StatsDay[]; label: string }) {
  const data: ChartData<TrendType, number[], string> = {
    labels: days.map((day) => shortDay(day.day)),
    datasets: [
      ...KINDS.map((kind) => ({
        type: 'bar' as const,
        label: KIND_NAMES[kind],
        data: days.map((day) => day[kind]),
        backgroundColor: COLORS[kind],
        stack: 'sales',
        yAxisID: 'won',
        order: 2,
      })),
      {
        type: 'line' as const,
        label: TEXT.ordersSeries,
        data: days.map((day) => day.orders),
        borderColor: COLORS.orders,
        backgroundColor: COLORS.orders,
        pointRadius: days.length > 62 ? 0 : 2,
        yAxisID: 'orders',
        order: 1,
      },
    ],
  };
  const options: ChartOptions<TrendType> = {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { stacked: true, ticks: { maxRotation: 0, autoSkipPadding: 8 } },
      won: { stacked: true, position: 'left', beginAtZero: true, ticks: { callback: wonTick } },
      orders: {
        position: 'right',
        beginAtZero: true,
        grid: { drawOnChartArea: false },
        ticks: { precision: 0 },
      },
    },
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        callbacks: {
          label: (item: TooltipItem<TrendType>) =>
            item.dataset.yAxisID === 'orders'
              ? `${item.dataset.label}: ${TEXT.cases(item.parsed.y ?? 0)}`
              : `${item.dataset.label}: ${formatWon(item.parsed.y ?? 0)}`,
        },
      },
    },
  };
  return (
    <ChartBox height={300}>
      <Chart type="bar" data={data} options={options} role="img" aria-label={label} />
    </ChartBox>
  );
}

/** The money taken by category, the most first, as horizontal bars. */
export function CategoryChart({
  categories,
  label,
}: {
  categories: readonly StatsCategory[];
  label: string;
}) {
  const data: ChartData<'bar', number[], string> = {
    labels: categories.map((category) => category.name),
    datasets: [
      {
        label: TEXT.sales,
        data: categories.map((row) => row.sales),
        backgroundColor: COLORS.categories,
      },
    ],
  };
  const options: ChartOptions<'bar'> = {
    indexAxis: 'y',
    responsive: true,
    maintainAspectRatio: false,
    scales: { x: { beginAtZero: true, ticks: { callback: wonTick } } },
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (item) => formatWon(item.parsed.x ?? 0) } },
    },
  };
  return (
    <ChartBox height={Math.max(160, 40 + categories.length * 32)}>
      <Bar data={data} options={options} role="img" aria-label={label} />
    </ChartBox>
  );
}

/** 구매 against 대여 (with its extensions and late fees), as a doughnut. */
export function ModeChart({ modes, label }: { modes: readonly StatsMode[]; label: string }) {
  const data: ChartData<'doughnut', number[], string> = {
    labels: modes.map((row) => STATS_MODE_NAMES[row.mode]),
    datasets: [
      {
        data: modes.map((row) => row.sales),
        backgroundColor: modes.map((row) => (row.mode === 'BUY' ? COLORS.buy : COLORS.rent)),
      },
    ],
  };
  const options: ChartOptions<'doughnut'> = {
    responsive: true,
    maintainAspectRatio: false,
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        callbacks: { label: (item) => `${item.label}: ${formatWon(Number(item.parsed))}` },
      },
    },
  };
  return (
    <ChartBox height={220}>
      <Doughnut data={data} options={options} role="img" aria-label={label} />
    </ChartBox>
  );
}
