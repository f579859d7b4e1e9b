// npm run bench: seeds a large shop (100,000 listings, 20,000 members, 200,000 orders) into
// PostgreSQL when DATABASE_URL is set, else PGlite; starts the built server; measures a bare
// Fastify "hello" server as the ceiling and the store's calls with autocannon (median of 3 runs);
// writes docs/performance.md and docs/performance.json.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildWhatIsMissing, ROOT, run } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const CEILING_PORT = PORT + 1;

await buildWhatIsMissing();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
};

// A database of its own on the PostgreSQL server, dropped afterwards.
let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const name = `store_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
}
const database = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

console.log(`Seeding the large shop into ${database}...`);
await run('node', ['apps/server/dist/bench-seed.mjs'], { env });

const server = spawn('node', ['apps/server/dist/server.mjs'], {
  cwd: ROOT,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    if (i > 120) throw new Error('the server did not start');
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const ceiling = Fastify();
ceiling.get('/', async () => ({ hello: 'world' }));
await ceiling.listen({ port: CEILING_PORT, host: '127.0.0.1' });

const json = async (url, init) => (await fetch(`${base}${url}`, init)).json();
const firstSale = (await json('/api/sale/list?p=1')).saleList[0];
const category = (await json('/api/category/formSelect'))[0];
const deepPage = Math.max(1, (await json('/api/sale/list?p=1')).pageInfo.totalPages - 1);

const scenarios = [
  { name: 'ceiling: bare Fastify hello', url: `http://127.0.0.1:${CEILING_PORT}/`, ceiling: true },
  { name: 'sale list, page 1', path: '/api/sale/list?p=1' },
  { name: `sale list, deep page (${deepPage})`, path: `/api/sale/list?p=${deepPage}` },
  { name: 'sale list, category filter', path: `/api/sale/list?c=${category.seq}&p=2` },
  {
    name: 'Korean search, two syllables (텐트)',
    path: `/api/sale/list?q=${encodeURIComponent('텐트')}`,
  },
  {
    name: 'Korean search, three syllables (유모차)',
    path: `/api/sale/list?q=${encodeURIComponent('유모차')}`,
  },
  { name: 'sale detail', path: `/api/sale/detail/${firstSale.seq}` },
  { name: 'banner slide', path: '/api/banner/slide' },
  { name: 'category select', path: '/api/category/formSelect' },
  { name: 'SPA index page', path: '/' },
  {
    name: 'login (argon2id)',
    path: '/api/member/login',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ memberId: 'bench1', password: 'bench1234!' }),
    connections: 10,
  },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measure(scenario) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: scenario.url ?? `${base}${scenario.path}`,
        method: scenario.method ?? 'GET',
        headers: scenario.headers,
        body: scenario.body,
        connections: scenario.connections ?? CONNECTIONS,
        duration: DURATION,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const rows = [];
try {
  for (const scenario of scenarios) {
    const results = [];
    for (let i = 0; i < RUNS; i += 1) results.push(await measure(scenario));
    const row = {
      name: scenario.name,
      requestsPerSecond: Math.round(median(results.map((r) => r.requests.average))),
      p50: median(results.map((r) => r.latency.p50)),
      p99: median(results.map((r) => r.latency.p99)),
      errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
      connections: scenario.connections ?? CONNECTIONS,
    };
    rows.push(row);
    console.log(
      `${row.name.padEnd(40)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await ceiling.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}

const ceilingRps = rows[0].requestsPerSecond;
for (const row of rows)
  row.ratioToCeiling = Number((row.requestsPerSecond / ceilingRps).toFixed(3));
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
const report = {
  date: new Date().toISOString(),
  database,
  machine,
  size: {
    listings: Number(process.env.BENCH_LISTINGS ?? 100_000),
    members: Number(process.env.BENCH_MEMBERS ?? 20_000),
    orders: Number(process.env.BENCH_ORDERS ?? 200_000),
  },
  settings: { durationSeconds: DURATION, connections: CONNECTIONS, runs: RUNS },
  rows,
};
writeFileSync(path.join(ROOT, 'docs/performance.json'), `${JSON.stringify(report, null, 2)}\n`);
const table = rows
  .map(
    (row) =>
      `| ${row.name} | ${row.connections} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${(row.ratioToCeiling * 100).toFixed(1)}% | ${row.errors} |`,
  )
  .join('\n');
writeFileSync(
  path.join(ROOT, 'docs/performance.md'),
  `# Performance

Measured by \`npm run bench\` (scripts/bench.mjs): a large shop (${report.size.listings.toLocaleString('en')} listings,
${report.size.members.toLocaleString('en')} members, ${report.size.orders.toLocaleString('en')} orders) seeded into ${database}, the built server
started as \`npm start\` runs it (production mode), and autocannon against it from the same machine.
Each row is the median of ${RUNS} runs of ${DURATION} s. The ceiling is a bare Fastify "hello" server measured in the
same run on the same machine; the ratio column is what matters, not the absolute numbers.

- Date: ${report.date}
- Machine: ${machine}
- Command: \`${process.env.DATABASE_URL ? 'DATABASE_URL=postgres://… ' : ''}npm run bench\`

| call | connections | req/s | p50 ms | p99 ms | of ceiling | errors |
|---|---|---|---|---|---|---|
${table}

Not measured yet: the whole purchase (ready, approve, buy against the fake KakaoPay) and the page
weight and Lighthouse figures; see the open performance issue.
`,
);
console.log('\nWrote docs/performance.md and docs/performance.json');
