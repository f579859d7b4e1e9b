// npm run lighthouse: mobile Lighthouse (Debian's Chromium) against the built store with demo data.
// Builds what is stale, starts the store on port 3300 (LIGHTHOUSE_PORT) on a fresh data folder under
// .tmp, measures performance, accessibility, best practices and SEO on the home page, the sale list
// and a sale detail (performance: the median of 3 runs), accessibility on the other public screens,
// and writes docs/lighthouse.json. `--runs N` changes the number of performance runs, `--only home`
// measures one page without writing the file. The whole report of each page's last run is kept in
// .tmp/lighthouse-reports to look into.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium, CHROMIUM_PATH } from './chromium.mjs';
import { buildWhatIsMissing, ROOT } from './lib.mjs';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, only: { type: 'string' } },
});
const RUNS = Math.max(1, Number(options.runs) || 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const ORIGIN = `http://localhost:${PORT}`;
const DATA_DIR = path.join(ROOT, '.tmp/lighthouse-data');
const OUTPUT = path.join(ROOT, 'docs/lighthouse.json');
const REPORTS_DIR = path.join(ROOT, '.tmp/lighthouse-reports');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const problem = ensureChromium();
if (problem) {
  console.error(problem);
  process.exit(1);
}
await buildWhatIsMissing();

// ---- the store -------------------------------------------------------------------------------

rmSync(DATA_DIR, { recursive: true, force: true });
mkdirSync(DATA_DIR, { recursive: true });
const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.mjs')], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: ORIGIN,
    DATABASE_URL: '',
    REDIS_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

async function waitForStore() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the store exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${ORIGIN}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the store did not start within 2 minutes');
}
await waitForStore();

const saleList = await (await fetch(`${ORIGIN}/api/sale/list?s=1`)).json();
const saleSeq = saleList?.saleList?.[0]?.seq;
if (!saleSeq) throw new Error(`no listing in the demo shop: ${JSON.stringify(saleList)}`);

// Each page's calls once before measuring, so no run pays for a cold cache or a first compile.
const warmUp = async ({ path: pathname, api = [] }) => {
  const html = await (await fetch(`${ORIGIN}${pathname}`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  for (const address of [...assets, ...api])
    await (await fetch(`${ORIGIN}${address}`)).arrayBuffer();
};

const pages = [
  {
    name: 'home',
    path: '/',
    performance: true,
    api: ['/api/banner/slide', '/api/category/formSelect', '/api/sale/list?p=1&s=10'],
  },
  {
    name: 'sale list',
    path: '/sale/list',
    performance: true,
    api: ['/api/sale/list?p=1', '/api/category/formSelect'],
  },
  {
    name: 'sale detail',
    path: `/sale/detail/${saleSeq}`,
    performance: true,
    api: [`/api/sale/detail/${saleSeq}`],
  },
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'find password', path: '/member/password/email_auth' },
  { name: 'inquiries', path: '/contact/list' },
  { name: 'coming soon', path: '/comingsoon' },
  { name: 'not found', path: '/no-such-page' },
].filter((page) => !options.only || page.name === options.only);

// ---- Lighthouse ------------------------------------------------------------------------------

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROME_FLAGS,
  logLevel: 'silent',
});
process.on('exit', () => {
  try {
    chrome.kill();
  } catch {
    // already gone
  }
});

/** One Lighthouse run; a run the browser could not record (NO_NAVSTART and the like) is retried. */
async function audit(url, categories, attempt = 1) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 3) return audit(url, categories, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  // The whole report of the last run of each page, to look into (not committed).
  mkdirSync(REPORTS_DIR, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(path.join(REPORTS_DIR, `${name}.${categories.join('-')}.json`), result.report);
  return lhr;
}

const score = (lhr, category) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;
/** The audits that cost points in a category, for the console (what to fix next). */
const failing = (lhr, category) =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((item) => item && item.score !== null && item.score < 1)
    .map((item) => `${item.id} (${item.displayValue ?? item.score})`);

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2));
const loadBefore = loadAverage();
const results = [];
for (const page of pages) await warmUp(page);
for (const page of pages) {
  const url = `${ORIGIN}${page.path}`;
  const entry = { page: page.name, path: page.path };
  if (page.performance) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, ['performance']));
    runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const median = runs[Math.floor(runs.length / 2)];
    entry.performance = score(median, 'performance');
    entry.performanceRuns = runs.map((lhr) => score(lhr, 'performance'));
    entry.metrics = {
      fcpMs: Math.round(metric(median, 'first-contentful-paint')),
      lcpMs: Math.round(metric(median, 'largest-contentful-paint')),
      tbtMs: Math.round(metric(median, 'total-blocking-time')),
      cls: Number(metric(median, 'cumulative-layout-shift').toFixed(3)),
      speedIndexMs: Math.round(metric(median, 'speed-index')),
    };
    const others = await audit(
      url,
      ALL_CATEGORIES.filter((c) => c !== 'performance'),
    );
    for (const category of ALL_CATEGORIES.slice(1)) entry[category] = score(others, category);
    entry.toImprove = {
      performance: failing(median, 'performance'),
      accessibility: failing(others, 'accessibility'),
      'best-practices': failing(others, 'best-practices'),
      seo: failing(others, 'seo'),
    };
  } else {
    const lhr = await audit(url, ['accessibility']);
    entry.accessibility = score(lhr, 'accessibility');
    entry.toImprove = { accessibility: failing(lhr, 'accessibility') };
  }
  results.push(entry);
  const line = ALL_CATEGORIES.filter((c) => entry[c] !== undefined)
    .map((c) => `${c} ${entry[c]}`)
    .join(', ');
  const metrics = entry.metrics
    ? ` | CLS ${entry.metrics.cls}, LCP ${entry.metrics.lcpMs} ms, TBT ${entry.metrics.tbtMs} ms, FCP ${entry.metrics.fcpMs} ms (runs ${entry.performanceRuns.join('/')})`
    : '';
  console.log(`${page.name.padEnd(14)} ${line}${metrics}`);
  for (const [category, audits] of Object.entries(entry.toImprove))
    if (audits.length) console.log(`    ${category}: ${audits.join(', ')}`);
}

let chromium = 'unknown';
try {
  chromium = execFileSync(CHROMIUM_PATH, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
} catch {
  // the version is informative only
}
const report = {
  date: new Date().toISOString(),
  lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
  chromium,
  settings: 'mobile (Moto G Power, simulated slow 4G and 4x CPU slowdown), headless',
  performanceRuns: RUNS,
  machine: {
    cpus: os.cpus().length,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAverage(),
  },
  pages: results,
};
await chrome.kill();
stopServer();
if (!options.only) {
  writeFileSync(OUTPUT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${path.relative(ROOT, OUTPUT)} 에 기록했습니다.`);
}
process.exit(0);
