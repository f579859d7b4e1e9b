import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { routeTable, type RouteKey } from '../../src/config/paths';
import { A11Y_LOG, A11Y_REPORT, type A11yCheck } from './a11y';

/** Sums up the run's axe checks (support/a11y.ts) into .tmp/a11y.json and one line. */
function report() {
  const checks: A11yCheck[] = existsSync(A11Y_LOG)
    ? readFileSync(A11Y_LOG, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as A11yCheck)
    : [];
  if (checks.length === 0) return;
  const screens = [...new Set(checks.map((check) => check.screen))];
  const routes = new Set(checks.map((check) => check.route).filter((route) => route !== null));
  const allRoutes = Object.keys(routeTable) as RouteKey[];
  const failing = checks.filter((check) => check.violations.length > 0);
  const violations = failing.reduce((sum, check) => sum + check.violations.length, 0);
  const summary = {
    screens: screens.length,
    checks: checks.length,
    routesChecked: routes.size,
    routesInTable: allRoutes.length,
    routesNotChecked: allRoutes.filter((route) => !routes.has(route)),
    seriousOrCriticalViolations: violations,
    failing,
    checked: checks.map(({ screen, route, url }) => ({ screen, route, url })),
  };
  writeFileSync(A11Y_REPORT, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(
    `axe: ${screens.length} screens (${routes.size} of ${allRoutes.length} routes), ` +
      `${violations} serious or critical violations`,
  );
}

/** Global setup: a fresh log for this run; the returned teardown writes the report. */
export default function startA11yLog() {
  rmSync(A11Y_LOG, { force: true });
  return report;
}
