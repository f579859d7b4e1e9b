import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routeTable, type RouteKey } from '../../src/config/paths';
import { expect } from './fixtures';

/** WCAG 2.1 A and AA, the level the store promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Every check of the run, one JSON line each; a11y-report.ts sums them up after the run. */
export const A11Y_LOG = path.resolve('.tmp/a11y-checks.jsonl');
export const A11Y_REPORT = path.resolve('.tmp/a11y.json');

export interface A11yViolation {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

export interface A11yCheck {
  screen: string;
  route: RouteKey | null;
  url: string;
  violations: A11yViolation[];
}

const patternOf = (pattern: string) =>
  new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+').replace(/\//g, '\\/')}$`);
const routeEntries = Object.entries(routeTable) as [RouteKey, { pattern: string }][];
// A literal pattern wins over a parameter one: `/receive/exec` before `/receive/:orderId`.
const orderedRoutes = [
  ...routeEntries.filter(([, route]) => !route.pattern.includes(':')),
  ...routeEntries.filter(([, route]) => route.pattern.includes(':')),
];

/** The route of the route table an address belongs to, or null (a 404, another site). */
export function routeOfPath(pathname: string): RouteKey | null {
  return orderedRoutes.find(([, route]) => patternOf(route.pattern).test(pathname))?.[0] ?? null;
}

/** Lets fades and slides finish: a half-faded dialog is not what a person reads. */
async function settle(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('main .spinner-border:visible')).toHaveCount(0, { timeout: 10_000 });
  // Two frames first: a toast or dialog just rendered starts its fade in the next frame, and a
  // check made before it would find no animation running and read the half-faded text.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            // Carousels move on their own: their running slides are a normal state.
            return !(target instanceof Element && target.closest('.app-carousel-track'));
          })
          .every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

const describe = (violation: A11yViolation) =>
  [
    `- [${violation.impact}] ${violation.rule}: ${violation.help} (${violation.helpUrl})`,
    ...violation.targets.map((target) => `    ${target}`),
  ].join('\n');

/**
 * Runs axe (WCAG 2.1 A/AA) on the page as it is now and fails on serious or critical violations,
 * listing rule, elements and help. `screenName` names the screen and state in the report; the
 * route is taken from the address unless given (a screen that has moved on, such as a redirect).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  screenName: string,
  options: { route?: RouteKey } = {},
) {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations: A11yViolation[] = results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  const url = new URL(page.url());
  const check: A11yCheck = {
    screen: screenName,
    route: options.route ?? routeOfPath(url.pathname),
    url: url.pathname + url.search,
    violations,
  };
  mkdirSync(path.dirname(A11Y_LOG), { recursive: true });
  appendFileSync(A11Y_LOG, `${JSON.stringify(check)}\n`);
  expect(
    violations.map(describe).join('\n'),
    `${screenName} (${check.url}): serious or critical accessibility violations`,
  ).toBe('');
}
