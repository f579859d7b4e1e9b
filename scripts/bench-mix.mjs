// npm run bench:mix: a realistic day at once. Seeds the large shop into a PostgreSQL database of
// its own (DATABASE_URL names the server; the database store_mix_<timestamp> is created there and
// dropped afterwards), starts the built server as `npm start` runs it (the catalogue cache at its
// default), and sends it an open-loop mix of operations: visitors browsing the catalogue 70%,
// signed-in members on their own pages 20%, whole purchases against the fake KakaoPay 5% and
// administrators in the back office 5%. Operations arrive at a target rate whatever the earlier
// ones take, in stages of rising rate, until a stage's p99 passes 200 ms or more than 1% of its
// operations fail; the sustained rate is the highest stage that kept within both. Writes
// docs/performance-mix.json and docs/performance-mix.md.
//
// Settings (environment): MIX_LISTINGS, MIX_MEMBERS, MIX_ORDERS (the shop: 100000, 20000,
// 200000), MIX_PORT (3600; the fake KakaoPay on MIX_PORT+2), MIX_STAGE_SECONDS (10),
// MIX_WARMUP_SECONDS (5), MIX_START_RATE (50 operations/s), MIX_RATE_FACTOR (1.4),
// MIX_MAX_RATE (3000).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { startFakeKakaoPay } from '../apps/server/test-support/fake-kakaopay.mjs';
import { benchedStoreEnv, buyBody, readyBody, sleep, startStore, stop } from './bench-support.mjs';
import { buildWhatIsMissing, ROOT, run } from './lib.mjs';

if (!process.env.DATABASE_URL) {
  console.error(
    'bench:mix는 PostgreSQL에서만 측정합니다. DATABASE_URL로 서버를 알려 주세요 ' +
      '(예: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:mix). ' +
      '그 서버에 store_mix_<시각> 데이터베이스를 만들고, 끝나면 지웁니다.',
  );
  process.exit(1);
}

const SIZE = {
  listings: Number(process.env.MIX_LISTINGS ?? 100_000),
  members: Number(process.env.MIX_MEMBERS ?? 20_000),
  orders: Number(process.env.MIX_ORDERS ?? 200_000),
};
const PORT = Number(process.env.MIX_PORT ?? 3600);
const KAKAOPAY_PORT = PORT + 2;
const STAGE_SECONDS = Number(process.env.MIX_STAGE_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.MIX_WARMUP_SECONDS ?? 5);
const START_RATE = Number(process.env.MIX_START_RATE ?? 50);
const RATE_FACTOR = Number(process.env.MIX_RATE_FACTOR ?? 1.4);
const MAX_RATE = Number(process.env.MIX_MAX_RATE ?? 3000);
/** The stop rule and what a sustained stage keeps within. */
const LIMIT = { p99Ms: 200, errorShare: 0.01, rateShortfall: 0.05 };
/** Each operation's share of the arrivals. */
const WEIGHTS = { visitors: 0.7, members: 0.2, checkouts: 0.05, admins: 0.05 };
const CLASSES = Object.keys(WEIGHTS);
/** Members signed in once at the start (argon2: ~10 ms each) whose tokens the run shares. */
const MEMBER_POOL = 40;
/** Listings the checkouts buy, so purchases spread over rows as customers' do. */
const BUYABLE_POOL = 30;
/**
 * Sockets the load may hold open at once. Open loop: an operation that finds them all busy waits
 * for one, and that wait counts in its time, as it would for a visitor.
 */
const MAX_SOCKETS = 512;
/** Past the server's own request limit (30 s): a request still unanswered then is an error. */
const REQUEST_TIMEOUT_MS = 40_000;
/** The demo administrator the demo seed creates (config/env.ts, DEMO_ADMIN). */
const DEMO_ADMIN = { memberId: 'admin', password: 'admin1234!' };
/** The large seed's members are bench1, bench2, ... with one password (bench/seed-large.ts). */
const BENCH_PASSWORD = 'bench1234!';
/** The words the large seed builds its titles from (bench/seed-large.ts reads the same file). */
const TITLE_WORDS = JSON.parse(
  readFileSync(path.join(ROOT, 'apps/server/src/bench/title-words.json'), 'utf8'),
);
/** Shoppers also type part of a word: one syllable and a prefix, as bench.mjs searches. */
const SEARCH_WORDS = [...TITLE_WORDS, '텐', '공기'];
const SORTS = ['priceAsc', 'priceDesc', 'popular'];
const benchStarted = Date.now();

await buildWhatIsMissing();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-mix-'));
const kakao = await startFakeKakaoPay({ port: KAKAOPAY_PORT, host: '127.0.0.1' });

// A database of its own on the PostgreSQL server, dropped afterwards.
const databaseName = `store_mix_${Date.now()}`;
const databaseUrl = new URL(process.env.DATABASE_URL);
databaseUrl.pathname = `/${databaseName}`;
async function onServerDatabase(statement) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
await onServerDatabase(`create database "${databaseName}"`);

const env = benchedStoreEnv({
  dataDir,
  port: PORT,
  kakao,
  size: SIZE,
  databaseUrl: databaseUrl.toString(),
});
// The catalogue cache at its default: it is part of a realistic day.
delete env.CATALOGUE_CACHE_SECONDS;

let store = null;
let cleaning = null;
/** Once, whichever way the run ends: the store, the fake, the database and the data folder. */
function cleanUp() {
  cleaning ??= (async () => {
    await stop(store).catch(() => undefined);
    await kakao.close().catch(() => undefined);
    await onServerDatabase(`drop database if exists "${databaseName}" with (force)`).catch(
      (error) => console.error(`could not drop ${databaseName}: ${error.message}`),
    );
    rmSync(dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the store and dropping ${databaseName}...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// The load's own HTTP client: keep-alive sockets as browsers hold them, many at once.
const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
/** One request to the store; resolves with its status and raw (possibly compressed) body. */
function send(method, urlPath, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: urlPath,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          // As a browser asks: compressed replies are what visitors get. Bodies the load does not
          // read are left compressed (a browser's unpacking is not the store's time).
          'accept-encoding': 'br, gzip',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': payload.length }
            : {}),
          ...headers,
        },
      },
      (reply) => {
        const chunks = [];
        reply.on('data', (chunk) => chunks.push(chunk));
        reply.on('end', () =>
          resolve({
            status: reply.statusCode,
            encoding: reply.headers['content-encoding'],
            raw: Buffer.concat(chunks),
          }),
        );
        reply.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(payload);
  });
}
const isOk = (reply) => reply.status >= 200 && reply.status < 300;
function jsonOf(reply) {
  const unpack =
    reply.encoding === 'br'
      ? brotliDecompressSync
      : reply.encoding === 'gzip'
        ? gunzipSync
        : (raw) => raw;
  return JSON.parse(unpack(reply.raw).toString('utf8'));
}
/** A setup call that must work: its JSON, or an error naming the call. */
async function json(urlPath, options) {
  const reply = await send(options?.body ? 'POST' : 'GET', urlPath, options);
  if (!isOk(reply)) throw new Error(`${urlPath}: ${reply.status} ${reply.raw.toString('utf8')}`);
  return jsonOf(reply);
}

const pick = (values) => values[Math.floor(Math.random() * values.length)];
/** Earlier entries more often (about as often as their square root's share): what is popular. */
const pickPopular = (values) => values[Math.floor(values.length * Math.random() ** 2)];
/** A key of `weights` drawn by its weight. */
function pickWeighted(weights) {
  let left = Math.random() * Object.values(weights).reduce((sum, w) => sum + w, 0);
  for (const [key, weight] of Object.entries(weights)) {
    left -= weight;
    if (left < 0) return key;
  }
  return Object.keys(weights)[0];
}
/** Mostly the first pages (page 1 the most), sometimes deeper, never past the last. */
function browsePage(totalPages) {
  const page =
    Math.random() < 0.85
      ? 1 + Math.floor(5 * Math.random() ** 2)
      : 6 + Math.floor(Math.random() * Math.max(1, Math.min(totalPages, 200) - 5));
  return Math.max(1, Math.min(page, totalPages));
}

/** What the run learns at setup and the operations draw from. */
const world = {
  listPages: 1,
  categories: [],
  seenSales: [],
  adminHeaders: {},
  members: [],
  buyable: [],
};

async function learnCatalogue() {
  const seen = new Set();
  const remember = (reply) => reply.saleList.forEach((sale) => seen.add(sale.seq));
  const first = await json('/api/sale/list?p=1');
  world.listPages = first.pageInfo.totalPages;
  remember(first);
  for (let page = 2; page <= Math.min(5, world.listPages); page += 1)
    remember(await json(`/api/sale/list?p=${page}`));
  for (const category of await json('/api/category/formSelect')) {
    const reply = await json(`/api/sale/list?c=${category.seq}&p=1`);
    remember(reply);
    world.categories.push({ seq: category.seq, totalPages: reply.pageInfo.totalPages });
  }
  for (const word of TITLE_WORDS.slice(0, 5))
    remember(await json(`/api/sale/list?q=${encodeURIComponent(word)}`));
  world.seenSales = [...seen];
}

async function signIn(memberId, password) {
  const reply = await send('POST', '/api/member/login', { body: { memberId, password } });
  return isOk(reply) ? jsonOf(reply).token : null;
}

/**
 * MEMBER_POOL bench members, one after another (the sign-in limits count attempts per address at
 * once). About one member in a hundred is withdrawn or disabled by the seed: those are skipped.
 * The first members joined earliest and have the most orders and rentals.
 */
async function signInMembers() {
  for (let n = 1; world.members.length < MEMBER_POOL && n <= SIZE.members; n += 1) {
    const token = await signIn(`bench${n}`, BENCH_PASSWORD);
    if (token) world.members.push({ memberId: `bench${n}`, token });
  }
  if (world.members.length === 0) throw new Error('no bench member could sign in');
  const adminToken = await signIn(DEMO_ADMIN.memberId, DEMO_ADMIN.password);
  if (!adminToken) throw new Error('the demo administrator could not sign in');
  world.adminHeaders = { authorization: `Bearer ${adminToken}` };
}

/**
 * Listings a purchase at the list price and delivery fee takes, as bench.mjs buys them (a listing
 * that asks a deposit or prices the period otherwise answers 409): each tried once with a ready.
 */
async function findBuyable() {
  const headers = { authorization: `Bearer ${world.members[0].token}` };
  for (let page = 1; world.buyable.length < BUYABLE_POOL && page <= 5; page += 1) {
    for (const { seq } of (await json(`/api/sale/list?p=${page}&s=60`)).saleList) {
      if (world.buyable.length >= BUYABLE_POOL) break;
      const sale = await json(`/api/sale/detail/${seq}`);
      const tried = await send('POST', '/api/kakaopay/ready', { headers, body: readyBody(sale) });
      if (isOk(tried)) world.buyable.push(sale);
    }
  }
  if (world.buyable.length === 0) throw new Error('no listing took a purchase at its list price');
}

/** One GET; its status. */
const get = async (urlPath, headers) => (await send('GET', urlPath, { headers })).status;

/** A visitor's one request: the catalogue as shoppers browse it. */
function visitorOperation() {
  const kind = pickWeighted({ list: 35, category: 15, search: 15, detail: 30, banner: 5 });
  if (kind === 'list') return () => get(`/api/sale/list?p=${browsePage(world.listPages)}`);
  if (kind === 'category') {
    const category = pick(world.categories);
    return () =>
      get(`/api/sale/list?c=${category.seq}&p=${browsePage(Math.min(3, category.totalPages))}`);
  }
  if (kind === 'search') {
    const word = encodeURIComponent(pickPopular(SEARCH_WORDS));
    const sort = Math.random() < 0.25 ? `&sort=${pick(SORTS)}` : '';
    const page = Math.random() < 0.8 ? 1 : 2 + Math.floor(Math.random() * 2);
    return () => get(`/api/sale/list?q=${word}&p=${page}${sort}`);
  }
  if (kind === 'detail') return () => get(`/api/sale/detail/${pickPopular(world.seenSales)}`);
  return () => get('/api/banner/slide');
}

/** A signed-in member's one request: one of their own pages. */
function memberOperation() {
  const headers = { authorization: `Bearer ${pick(world.members).token}` };
  const page = Math.random() < 0.8 ? 1 : 2 + Math.floor(Math.random() * 2);
  const urlPath = {
    orders: `/api/order/list?p=${page}`,
    rentals: `/api/rental/list?p=${page}`,
    cart: '/api/cart',
    wishes: '/api/want',
    counts: '/api/cart/counts',
    info: '/api/member/myinfo',
    notifications: '/api/member/notifications',
  }[
    pickWeighted({
      orders: 30,
      rentals: 20,
      cart: 15,
      wishes: 10,
      counts: 10,
      info: 10,
      notifications: 5,
    })
  ];
  return () => get(urlPath, headers);
}

/**
 * A whole purchase by a signed-in member, as bench.mjs's measurePurchases makes it: ready, the
 * customer's approval at the fake KakaoPay, approve, buy. Its status is the first call's that
 * failed, else the buy's.
 */
function checkoutOperation() {
  const headers = { authorization: `Bearer ${pick(world.members).token}` };
  const sale = pick(world.buyable);
  return async () => {
    const ready = await send('POST', '/api/kakaopay/ready', { headers, body: readyBody(sale) });
    if (!isOk(ready)) return ready.status;
    const { tid } = jsonOf(ready);
    const location = await kakao.customer(tid, 'approve');
    const pgToken = new URL(location).searchParams.get('pg_token');
    const approve = await send('GET', `/api/kakaopay/approve?pg_token=${pgToken}&tid=${tid}`, {
      headers,
    });
    if (!isOk(approve)) return approve.status;
    const buy = await send('POST', '/api/buy', { headers, body: buyBody(sale, tid) });
    return buy.status;
  };
}

/** An administrator's one request in the back office. */
function adminOperation() {
  const page = 1 + Math.floor(5 * Math.random() ** 2);
  const urlPath = {
    orders: `/api/order/admin/list?p=${page}`,
    paidOrders: `/api/order/admin/list?p=${page}&state=P.CPLT`,
    rentals: `/api/rental/list/admin?p=${page}`,
    members: `/api/member/list?page=${page}`,
    dashboard: '/api/admin/dashboard',
  }[pickWeighted({ orders: 20, paidOrders: 15, rentals: 25, members: 20, dashboard: 20 })];
  return () => get(urlPath, world.adminHeaders);
}

const OPERATIONS = {
  visitors: visitorOperation,
  members: memberOperation,
  checkouts: checkoutOperation,
  admins: adminOperation,
};

const percentile = (sorted, p) =>
  sorted.length === 0
    ? 0
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) /
      10;

/** Count, rate, p50, p99 and errors of one class's (or all) outcomes in a stage. */
function summarise(outcomes, seconds, windowEnd) {
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const errors = outcomes.filter((o) => !o.ok);
  const statuses = {};
  for (const { status } of errors) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    count: outcomes.length,
    // Operations that succeeded within the stage's window, per second: what the store kept up with.
    perSecond:
      Math.round((outcomes.filter((o) => o.ok && o.end <= windowEnd).length / seconds) * 10) / 10,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: errors.length,
    ...(errors.length > 0 ? { statuses } : {}),
  };
}

/**
 * One stage: `rate × seconds` operations arriving at random moments of the window (a Poisson
 * process given its count: uniform moments, sorted), each of a class drawn by WEIGHTS, started
 * at its moment whatever the earlier ones are doing. Each is timed from the moment it was due to
 * the last byte of its last reply, so a load generator that falls behind counts against the
 * figures rather than hiding the queue (how late each started is reported as lagP99). Waits for
 * the stage's last operations before it returns.
 */
async function runStage(rate, seconds) {
  const count = Math.round(rate * seconds);
  const moments = Array.from({ length: count }, () => Math.random() * seconds * 1000).sort(
    (a, b) => a - b,
  );
  const outcomes = [];
  const lags = [];
  const pending = [];
  const started = performance.now();
  const windowEnd = started + seconds * 1000;
  for (const moment of moments) {
    const due = started + moment;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    const kind = pickWeighted(WEIGHTS);
    const operation = OPERATIONS[kind]();
    lags.push(performance.now() - due);
    pending.push(
      operation().then(
        (status) => {
          const end = performance.now();
          outcomes.push({ kind, ms: end - due, end, status, ok: status >= 200 && status < 300 });
        },
        (error) => {
          const end = performance.now();
          outcomes.push({ kind, ms: end - due, end, status: error.code ?? 'failed', ok: false });
        },
      ),
    );
  }
  await Promise.all(pending);
  lags.sort((a, b) => a - b);
  const overall = summarise(outcomes, seconds, windowEnd);
  const stage = {
    targetRate: rate,
    seconds,
    ...overall,
    errorShare: count === 0 ? 0 : Number((overall.errors / count).toFixed(4)),
    lagP99: percentile(lags, 99),
    classes: Object.fromEntries(
      CLASSES.map((kind) => [
        kind,
        summarise(
          outcomes.filter((o) => o.kind === kind),
          seconds,
          windowEnd,
        ),
      ]),
    ),
  };
  stage.keptWithin =
    stage.p99 <= LIMIT.p99Ms &&
    stage.errorShare <= LIMIT.errorShare &&
    stage.perSecond >= rate * (1 - LIMIT.rateShortfall);
  return stage;
}

const column = (value, width) => String(value).padStart(width);
function printStage(stage) {
  console.log(
    `\nstage ${stage.targetRate} ops/s target: ${stage.perSecond} ops/s achieved, p50 ${stage.p50} ms, p99 ${stage.p99} ms, errors ${stage.errors} of ${stage.count}, start lag p99 ${stage.lagP99} ms${stage.keptWithin ? '' : '  (not kept within the limits)'}`,
  );
  console.log(
    `  ${'class'.padEnd(10)} ${column('count', 6)} ${column('ops/s', 7)} ${column('p50 ms', 8)} ${column('p99 ms', 8)} ${column('errors', 7)}`,
  );
  for (const kind of CLASSES) {
    const figures = stage.classes[kind];
    const statuses = figures.statuses
      ? `  (${Object.entries(figures.statuses)
          .map(([status, n]) => `${n}× ${status}`)
          .join(', ')})`
      : '';
    console.log(
      `  ${kind.padEnd(10)} ${column(figures.count, 6)} ${column(figures.perSecond, 7)} ${column(figures.p50, 8)} ${column(figures.p99, 8)} ${column(figures.errors, 7)}${statuses}`,
    );
  }
}

/** The targets: START_RATE, then each FACTOR times the last, the last one MAX_RATE. */
function stageRates() {
  const rates = [];
  for (let rate = START_RATE; rate < MAX_RATE; rate = Math.round(rate * RATE_FACTOR))
    rates.push(Math.round(rate));
  rates.push(MAX_RATE);
  return rates;
}

const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));
const stages = [];
let seedSeconds = null;
let warmup = null;
let stopReason = `reached MIX_MAX_RATE (${MAX_RATE} ops/s)`;
try {
  console.log(`Seeding the large shop into PostgreSQL (${databaseName})...`);
  const seedStarted = Date.now();
  await run('node', ['apps/server/dist/bench-seed.mjs'], { env });
  seedSeconds = Math.round((Date.now() - seedStarted) / 1000);
  console.log(`Seeded in ${seedSeconds} s`);
  store = await startStore(env);

  await learnCatalogue();
  await signInMembers();
  await findBuyable();
  console.log(
    `Signed in ${world.members.length} members and the administrator; ${world.buyable.length} listings to buy, ${world.seenSales.length} seen in lists, ${world.categories.length} categories`,
  );

  console.log(`Warm-up: ${START_RATE} ops/s for ${WARMUP_SECONDS} s (not counted)`);
  warmup = await runStage(START_RATE, WARMUP_SECONDS);
  for (const rate of stageRates()) {
    const stage = await runStage(rate, STAGE_SECONDS);
    stages.push(stage);
    printStage(stage);
    if (stage.p99 > LIMIT.p99Ms) {
      stopReason = `p99 ${stage.p99} ms at ${rate} ops/s passed ${LIMIT.p99Ms} ms`;
      break;
    }
    if (stage.errorShare > LIMIT.errorShare) {
      stopReason = `${(stage.errorShare * 100).toFixed(1)}% errors at ${rate} ops/s passed ${LIMIT.errorShare * 100}%`;
      break;
    }
  }
} finally {
  agent.destroy();
  await cleanUp();
}

const sustained = stages.filter((stage) => stage.keptWithin).at(-1) ?? null;
const sustainedLine = sustained
  ? `Sustained: ${sustained.targetRate} ops/s (achieved ${sustained.perSecond}), p50 ${sustained.p50} ms, p99 ${sustained.p99} ms, ${sustained.errors} errors; ${CLASSES.map((kind) => `${kind} p50 ${sustained.classes[kind].p50} / p99 ${sustained.classes[kind].p99} ms`).join('; ')}`
  : `Sustained: none (the first stage, ${START_RATE} ops/s, did not keep within the limits)`;
console.log(`\nStopped: ${stopReason}`);
console.log(sustainedLine);

const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
const report = {
  date: new Date().toISOString(),
  machine,
  database: 'PostgreSQL',
  size: SIZE,
  seedSeconds,
  settings: {
    weights: WEIGHTS,
    stageSeconds: STAGE_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    startRate: START_RATE,
    rateFactor: RATE_FACTOR,
    maxRate: MAX_RATE,
    limits: LIMIT,
    memberPool: world.members.length,
    buyableListings: world.buyable.length,
    maxSockets: MAX_SOCKETS,
  },
  // Other work on the machine changes every figure: the load average when the run ended.
  loadAverage: loadAverage(),
  totalMinutes: Math.round((Date.now() - benchStarted) / 6000) / 10,
  warmup,
  stages,
  stopReason,
  sustained,
};
writeFileSync(path.join(ROOT, 'docs/performance-mix.json'), `${JSON.stringify(report, null, 2)}\n`);

const stageRow = (stage) =>
  `| ${stage.targetRate} | ${stage.perSecond} | ${stage.p50} / ${stage.p99} | ${CLASSES.map((kind) => `${stage.classes[kind].p50} / ${stage.classes[kind].p99}`).join(' | ')} | ${stage.errors} of ${stage.count} | ${stage.keptWithin ? 'yes' : 'no'} |`;
writeFileSync(
  path.join(ROOT, 'docs/performance-mix.md'),
  `# Performance: a realistic day at once

Measured by \`npm run bench:mix\` (scripts/bench-mix.mjs): the large shop (${SIZE.listings.toLocaleString('en')} listings,
${SIZE.members.toLocaleString('en')} members, ${SIZE.orders.toLocaleString('en')} orders with their payments and rentals) seeded into a PostgreSQL
database of the run's own, the built server started as \`npm start\` runs it (log level warn, the
catalogue cache at its default, no Redis, KakaoPay faked in the load's process), and one load of
every kind of visit at once, from the same machine.

- Date: ${report.date}
- Machine: ${machine}; load average at the end of the run ${report.loadAverage.join(', ')}
- Seed ${seedSeconds} s; the whole run ${report.totalMinutes} min

## How it was measured

Each operation's class is drawn by its weight:

| class | share | one operation |
|---|---|---|
| visitors | ${WEIGHTS.visitors * 100}% | one public request: the sale list (pages 1-5 mostly, sometimes deeper), a category's list, a Korean search of the seeded titles' words (sometimes sorted), the detail of a listing seen in the lists, or the home banners |
| members | ${WEIGHTS.members * 100}% | one request of a signed-in member (${world.members.length} signed in at the start) to their own pages: orders, rentals, cart, wish list, cart counts, their details or notification settings |
| checkouts | ${WEIGHTS.checkouts * 100}% | a whole purchase by a signed-in member, timed end to end: ready, the customer's approval at the fake KakaoPay, approve, buy (one of ${world.buyable.length} listings) |
| admins | ${WEIGHTS.admins * 100}% | one request of the demo administrator: the order list (with and without 결제 완료), the rental list, the member list (pages 1-5), or the dashboard |

Open loop: operations arrive at the stage's target rate at random moments (uniform within the
stage, as a Poisson process of that count), whatever the earlier ones are doing, over keep-alive
connections (up to ${MAX_SOCKETS}). Each is timed from the moment it was due to the last byte of its last
reply, so a queue anywhere, in the load's process too, counts. A warm-up of ${WARMUP_SECONDS} s at ${START_RATE} ops/s is
not counted; then stages of ${STAGE_SECONDS} s from ${START_RATE} ops/s, each ${RATE_FACTOR} times the last, up to ${MAX_RATE} ops/s. The run
stops after the first stage whose p99 over all operations passes ${LIMIT.p99Ms} ms or whose errors (a reply
not 2xx, or no reply) pass ${LIMIT.errorShare * 100}%. Achieved is the operations that succeeded within the stage's window,
per second. A stage is kept within the limits when its p99 is at most ${LIMIT.p99Ms} ms, its errors at most
${LIMIT.errorShare * 100}% and its achieved rate within ${LIMIT.rateShortfall * 100}% of the target; the sustained rate is the highest such stage.

## Stages

Latencies in ms, p50 / p99.

| target ops/s | achieved ops/s | all | visitors | members | checkouts | admins | errors | kept within |
|---|---|---|---|---|---|---|---|---|
${stages.map(stageRow).join('\n')}

Stopped: ${stopReason}.

**${sustainedLine}**
`,
);
console.log('\nWrote docs/performance-mix.md and docs/performance-mix.json');
