// What npm run bench and npm run bench:mix share: the store's environment for a benched shop,
// starting and stopping the built server, and waiting for something to answer.
import { spawn } from 'node:child_process';
import { ROOT } from './lib.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 2xx (a minute at most). */
export async function waitFor(url) {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      if (i > 240) throw new Error(`${url} did not answer`);
    }
    await sleep(250);
  }
}

/**
 * The environment of a benched store: the demo shop plus the large shop of `size`, on `port`,
 * paying through the fake KakaoPay `kakao`, logging warnings only (a line per request would
 * measure the terminal, not the store). Not production: the shop starts from the demo shop and its
 * demo sign-ins, which production refuses; nothing on the measured path depends on NODE_ENV (only
 * the development mailbox and the start checks differ). No Redis, and the demo administrator, not
 * one configured here.
 */
export function benchedStoreEnv({ dataDir, port, kakao, size, databaseUrl }) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'development',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    KAKAOPAY_SECRET_KEY: kakao.secretKey,
    KAKAOPAY_API_BASE: kakao.url,
    BENCH_LISTINGS: String(size.listings),
    BENCH_MEMBERS: String(size.members),
    BENCH_ORDERS: String(size.orders),
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  delete env.REDIS_URL;
  delete env.ADMIN_MEMBER_ID;
  delete env.ADMIN_PASSWORD;
  return env;
}

/** The built server as `npm start` runs it, once it answers its health check. */
export async function startStore(env) {
  const child = spawn('node', ['apps/server/dist/server.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Several processes (WEB_CONCURRENCY): the first to listen answers the health check, so wait
  // for the primary's word that all of them take requests.
  let sharing = Number(env.WEB_CONCURRENCY ?? 1) <= 1;
  child.stdout.on('data', (chunk) => {
    if (String(chunk).includes('요청을 나눠 받습니다')) sharing = true;
  });
  await waitFor(`${env.PUBLIC_URL}/api/health`);
  while (!sharing) {
    if (child.exitCode !== null) throw new Error(`the store exited (${child.exitCode})`);
    await sleep(100);
  }
  return child;
}

/** Stops a child process with SIGTERM and waits for it to end. */
export async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * A purchase's calls as the bench makes them: ready at the listing's price and delivery fee (a
 * listing that prices the period otherwise or asks a deposit answers 409), then the buy for 30
 * days to one address.
 */
export const readyBody = (sale) => ({
  itemName: sale.title,
  quantity: 1,
  totalAmount: sale.salePrice + sale.deliveryFee,
  saleSeq: sale.seq,
});
export const buyBody = (sale, tid) => ({
  tid,
  saleSaleNo: sale.saleNo,
  recipient: '홍길동',
  phone: '01012345678',
  post: '13494',
  addr: '경기 성남시 분당구 판교역로 235',
  addrDetail: '101동',
  request: '',
  orderCount: 1,
  rentalPeriod: 30,
});
