import {
  daysInPeriod,
  defaultStatsPeriod,
  formatWon,
  toKoreaIsoDate,
  type StatsPeriod,
  type StatsReply,
} from '@store/contract';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { EmptyState } from '@/components/empty-state';
import { LoadFailure } from '@/components/load-failure';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { SectionCard } from '@/components/section-card';
import { useLoggedError } from '@/components/use-logged-error';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useStats } from '../api/get-stats';
import { PeriodPicker } from '../components/period-picker';
import { CategoryChart, ModeChart, TrendChart } from '../components/stats-charts';
import {
  CategoryTable,
  DailyTable,
  ListingsTable,
  ModeTable,
  ProductsTable,
  StatsTableCard,
} from '../components/stats-tables';
import { useChangeStatsPeriod, useStatsPeriodQuery } from '../stats-query';
import { STATS_SCREEN_TEXT as TEXT } from '../stats-text';

/** A period with no money moved and no order placed: nothing to chart. */
const isQuiet = ({ totals, byMode }: StatsReply) =>
  totals.orders === 0 &&
  totals.refunds === 0 &&
  byMode.every((mode) => mode.sales === 0 && mode.orders === 0);

const periodText = ({ from, to }: StatsPeriod) =>
  TEXT.period(formatDate(from), formatDate(to), daysInPeriod({ from, to }));

/** The period's figures at a glance: money taken, refunds, net and orders. */
function Summary({ reply }: { reply: StatsReply }) {
  const { totals } = reply;
  const figures = [
    [TEXT.sales, formatWon(totals.buy + totals.rent + totals.extension + totals.lateFee)],
    [TEXT.refunds, formatWon(totals.refunds)],
    [TEXT.net, formatWon(totals.net)],
    [TEXT.orders, TEXT.cases(totals.orders)],
  ] as const;
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="visually-hidden">{TEXT.summary}</h2>
        <p className="small text-body-secondary mb-2">{periodText(reply)}</p>
        <dl className="row row-cols-2 row-cols-md-4 g-2 mb-0">
          {figures.map(([label, value]) => (
            <div key={label} className="col">
              <dt className="small fw-normal text-body-secondary">{label}</dt>
              <dd className="h5 mb-0 text-nowrap">{value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}

/** The charts and sales tables of a period that had money or orders. */
function SalesFigures({ reply }: { reply: StatsReply }) {
  const [buy, rent] = reply.byMode;
  const topCategories = reply.byCategory
    .slice(0, 3)
    .map((row) => `${row.name} ${formatWon(row.sales)}`)
    .join(', ');
  return (
    <>
      <SectionCard title={TEXT.trendTitle} className="mb-4">
        <TrendChart
          days={reply.days}
          label={TEXT.trendLabel(
            periodText(reply),
            formatWon(reply.totals.net),
            TEXT.cases(reply.totals.orders),
          )}
        />
      </SectionCard>
      <Row className="g-4 mb-4">
        <Col lg={7}>
          <SectionCard title={TEXT.byCategoryTitle} className="h-100">
            <CategoryChart
              categories={reply.byCategory}
              label={TEXT.byCategoryLabel(topCategories)}
            />
          </SectionCard>
        </Col>
        <Col lg={5}>
          <SectionCard title={TEXT.byModeTitle} className="h-100">
            <ModeChart
              modes={reply.byMode}
              label={TEXT.byModeLabel(formatWon(buy?.sales ?? 0), formatWon(rent?.sales ?? 0))}
            />
          </SectionCard>
        </Col>
      </Row>
      <StatsTableCard table="daily" period={reply} note={TEXT.refundsNote} className="mb-4">
        <DailyTable reply={reply} />
      </StatsTableCard>
      <Row className="g-4 mb-4">
        <Col lg={5}>
          <StatsTableCard table="mode" period={reply} className="h-100">
            <ModeTable modes={reply.byMode} />
          </StatsTableCard>
        </Col>
        <Col lg={7}>
          <StatsTableCard table="category" period={reply} className="h-100">
            <CategoryTable categories={reply.byCategory} />
          </StatsTableCard>
        </Col>
      </Row>
      <StatsTableCard table="listings" period={reply} note={TEXT.sharesNote} className="mb-4">
        <ListingsTable listings={reply.topListings} />
      </StatsTableCard>
    </>
  );
}

/**
 * `/chart/list?from=&to=`: the statistics of a period (DESIGN §18), the last 30 days unless the
 * address asks for another: money and orders over time, by category and by mode, the top
 * listings, and each product's utilisation and overdue rate; each table downloadable as CSV.
 */
export function ChartListPage() {
  const asked = useStatsPeriodQuery();
  const changePeriod = useChangeStatsPeriod();
  const stats = useStats(asked);
  const today = toKoreaIsoDate(new Date());
  const { data } = stats;
  const fieldErrors = stats.error instanceof ApiError ? stats.error.fieldErrors : {};
  // A period refused by field is the person's to fix, shown under the field: not a failure.
  const refusedByField = Object.keys(fieldErrors).length > 0;
  useLoggedError(refusedByField ? null : stats.error, '통계');
  const shown = data ?? {
    from: asked.from ?? defaultStatsPeriod(asked.to ?? today).from,
    to: asked.to ?? today,
  };

  return (
    <PageFrame>
      <PeriodPicker
        // A new period (a quick choice, back or forward) starts the inputs again from it.
        key={`${shown.from}|${shown.to}`}
        period={{ from: shown.from, to: shown.to }}
        today={today}
        fieldErrors={fieldErrors}
        onChange={changePeriod}
      />
      {stats.isPending && <LoadingSpinner label={TEXT.loading} />}
      {stats.isError && !data && !refusedByField && (
        <LoadFailure
          error={stats.error}
          failedText={TEXT.loadFailed}
          retryLabel={TEXT.retry}
          onRetry={() => void stats.refetch()}
        />
      )}
      {data && (
        <>
          <Summary reply={data} />
          {isQuiet(data) ? (
            <Card className="mb-4">
              <Card.Body>
                <EmptyState text={TEXT.empty} hint={TEXT.emptyHint} />
              </Card.Body>
            </Card>
          ) : (
            <SalesFigures reply={data} />
          )}
          <StatsTableCard table="products" period={data} note={TEXT.productsNote}>
            {data.products.length > 0 ? (
              <ProductsTable products={data.products} />
            ) : (
              <p className="text-body-secondary mb-0">{TEXT.noProducts}</p>
            )}
          </StatsTableCard>
        </>
      )}
    </PageFrame>
  );
}

export { ChartListPage as Component };
