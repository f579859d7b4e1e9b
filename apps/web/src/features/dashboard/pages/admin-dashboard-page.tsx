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
              <Col lg={6}>
                <SalesTable
                  title={TEXT.today}
                  comparedWith={TEXT.todayComparedWith}
                  current={data.sales.today}
                  earlier={data.sales.sameDayLastWeek}
                />
              </Col>
              <Col lg={6}>
                <SalesTable
                  title={TEXT.lastSevenDays}
                  comparedWith={TEXT.lastSevenDaysComparedWith}
                  current={data.sales.last7Days}
                  earlier={data.sales.previous7Days}
                />
              </Col>
            </Row>
            <p className="small text-body-secondary mt-2 mb-0">{TEXT.refundsNote}</p>
          </section>
        </>
      )}
    </PageFrame>
  );
}

export { AdminDashboardPage as Component };
