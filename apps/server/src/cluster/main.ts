// Entry of the cluster test (started by scripts/cluster-test.mjs, run with tsx): three store
// processes (`npm start`) on one PostgreSQL, Redis and the S3 fake, behind nginx, and the checks of
// docs/deploy.md. Each check prints one line; the last line is `N passed, N failed`; the exit code
// is 1 when a check failed or the cluster did not start. Everything started is stopped at the end,
// on failure too. CLUSTER_FAIL_FAST=1 stops at the first failed check.
import { seconds } from '../reliability/support';
import {
  CheckFailed,
  changeEverywhere,
  gracefulStop,
  imageEverywhere,
  killDuringPurchases,
  makeShop,
  metricsOf,
  scheduledJobsOnce,
  stuckPaymentSettledOnce,
  tokenEverywhere,
  type Shop,
} from './checks';
import { LOG_DIR, startCluster, type Cluster } from './infra';

const started = Date.now();
const failFast = process.env.CLUSTER_FAIL_FAST === '1';
const results: { name: string; ok: boolean; detail: string }[] = [];
let cluster: Cluster | null = null;

const elapsed = () => seconds(Date.now() - started);

async function check(name: string, work: () => Promise<string>): Promise<boolean> {
  if (failFast && results.some((result) => !result.ok)) return false;
  const began = Date.now();
  try {
    const detail = await work();
    results.push({ name, ok: true, detail });
    console.log(`PASS ${name} (${seconds(Date.now() - began)}): ${detail}`);
    return true;
  } catch (error) {
    const detail =
      error instanceof CheckFailed
        ? error.message
        : ((error as Error).stack ?? String(error)).split('\n').slice(0, 6).join('\n');
    results.push({ name, ok: false, detail });
    console.log(`FAIL ${name} (${seconds(Date.now() - began)}): ${detail}`);
    return false;
  }
}

let stopping: Promise<void> | null = null;
function stopCluster(): Promise<void> {
  stopping ??= (async () => {
    if (cluster) {
      await cluster.stop();
      console.log(`cluster: stopped and cleaned up (logs in ${LOG_DIR})`);
    }
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`cluster: ${signal}, stopping everything`);
    void stopCluster().finally(() => process.exit(1));
  });
}
// Whatever breaks in the harness itself, what it started is stopped before it exits.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error: unknown) => {
    console.log(`FAIL the harness itself: ${(error as Error)?.stack ?? String(error)}`);
    if (stopping) return;
    void stopCluster().finally(() => {
      console.log(
        `${results.filter((r) => r.ok).length} passed, ${results.filter((r) => !r.ok).length + 1} failed`,
      );
      process.exit(1);
    });
  });
}

let setupError: string | null = null;
try {
  console.log(
    'cluster: PostgreSQL database, Redis, S3 fake, SMTP, three store processes (npm start) and nginx',
  );
  cluster = await startCluster((line) => console.log(line));
  console.log(`cluster: up after ${elapsed()}; metrics ${await metricsOf(cluster)}`);
  const [, b, c] = cluster.stores;
  const shop: Shop = await makeShop(cluster);
  console.log(
    `cluster: catalogue (a category, 3 listings) and ${shop.members.length} members made through A's API (${elapsed()})`,
  );
  const up = cluster;
  await check('1. a token from one process works on all', () => tokenEverywhere(up, shop));
  await check('2. an image uploaded through one is served by all', () => imageEverywhere(up, shop));
  await check('3. a listing change shows on all at once', () => changeEverywhere(up, shop));
  await check('4. one stuck payment is settled once', () => stuckPaymentSettledOnce(up, shop));
  await check('5. each scheduled job runs once', () => scheduledJobsOnce(up, started));
  await check('6. kill -9 of one process during purchases loses no acknowledged order', () =>
    killDuringPurchases(up, shop, c!),
  );
  await check(
    '7. a rolling stop (out of nginx, SIGTERM to npm start): nothing in flight or sent fails',
    () => gracefulStop(up, shop, b!),
  );
} catch (error) {
  setupError = ((error as Error).stack ?? String(error)).split('\n').slice(0, 12).join('\n');
  console.log(`FAIL the cluster did not start or the shop could not be made: ${setupError}`);
} finally {
  await stopCluster();
}

const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed + (setupError ? 1 : 0);
const first = setupError ? 'setup' : results.find((result) => !result.ok)?.name;
console.log(
  `cluster: ${failed === 0 ? 'pass' : `FAIL (first: ${first})`} in ${elapsed()}${cluster ? `; ${cluster.mail.mails.length} mails relayed` : ''}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
