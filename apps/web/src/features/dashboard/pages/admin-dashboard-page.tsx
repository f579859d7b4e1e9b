import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { LoadFailure } from '@/components/load-failure';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { SectionCard } from '@/components/section-card';
import { useLoggedError } from '@/components/use-logged-error';
import { formatDate } from '@/lib/format';
import { useDashboard } from '../api/get-dashboard';
import { SalesTable } from '../components/sales-table';
import { WorkTiles } from '../components/work-tiles';
import { DASHBOARD_TEXT as TEXT } from '../dashboard-text';

/** The two sales tables, each period beside the one it is compared with. */
const SALES_PERIODS = [
  {
    title: TEXT.today,
    comparedWith: TEXT.todayComparedWith,
    current: 'today',
    earlier: 'sameDayLastWeek',
  },
  {
    title: TEXT.lastSevenDays,
    comparedWith: TEXT.lastSevenDaysComparedWith,
    current: 'last7Days',
    earlier: 'previous7Days',
  },
] as const;

/** `/admin`: what waits for an administrator today, and how sales compare (DESIGN §18). */
export function AdminDashboardPage() {
  const dashboard = useDashboard();
  useLoggedError(dashboard.error, '대시보드');
  const salesHeadingId = useId();
  const { data } = dashboard;

  return (
    <PageFrame
      actions={
        data && <p className="mb-0 text-body-secondary">{TEXT.asOf(formatDate(data.today))}</p>
      }
    >
      {dashboard.isPending && <LoadingSpinner label={TEXT.loading} />}
      {dashboard.isError && !data && (
        <LoadFailure
          error={dashboard.error}
          failedText={TEXT.loadFailed}
          retryLabel={TEXT.retry}
          onRetry={() => void dashboard.refetch()}
        />
      )}
      {data && (
        <>
          <SectionCard title={TEXT.workTitle} className="mb-4">
            <WorkTiles work={data.work} />
          </SectionCard>
          <section aria-labelledby={salesHeadingId}>
            <h2 id={salesHeadingId} className="h5 mb-3">
              {TEXT.salesTitle}
            </h2>
            <Row className="g-3">
              {SALES_PERIODS.map((period) => (
                <Col lg={6} key={period.current}>
                  <SalesTable
                    title={period.title}
                    comparedWith={period.comparedWith}
                    current={data.sales[period.current]}
                    earlier={data.sales[period.earlier]}
                  />
                </Col>
              ))}
            </Row>
            <p className="small text-body-secondary mt-2 mb-0">{TEXT.refundsNote}</p>
          </section>
        </>
      )}
    </PageFrame>
  );
}

export { AdminDashboardPage as Component };
