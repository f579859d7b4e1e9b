import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { SectionCard } from '@/components/section-card';
import { useLoggedError } from '@/components/use-logged-error';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useDashboard } from '../api/get-dashboard';
import { SalesTable } from '../components/sales-table';
import { WorkTiles } from '../components/work-tiles';
import { DASHBOARD_TEXT as TEXT } from '../dashboard-text';

/**
 * A dashboard that could not be read: a refusal (not an administrator) says the server's reason;
 * anything else says so and offers another try. A 401 is the session's to handle.
 */
function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const refused =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
      <span className="flex-grow-1">{refused ? error.message : TEXT.loadFailed}</span>
      {!refused && (
        <Button variant="outline-secondary" size="sm" onClick={onRetry}>
          {TEXT.retry}
        </Button>
      )}
    </Alert>
  );
}

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
        <LoadFailure error={dashboard.error} onRetry={() => void dashboard.refetch()} />
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
