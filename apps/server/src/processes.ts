import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { Settings } from './config/env';

/**
 * Several store processes from one `npm start` (WEB_CONCURRENCY, docs/deploy.md "Processes"): this
 * primary process forks them and shares the port among them (Node's cluster module hands each new
 * connection to the next process in turn), and serves nothing itself. Each process is the whole
 * store, exactly as one started alone: the same database, Redis and image store as any other
 * process behind a load balancer, its own job worker, its own graceful stop.
 *
 * - A process that ends on its own after it was listening is started again (after 1 s, doubling
 *   up to 30 s while they keep ending within a minute of starting).
 * - One that ends before it ever listened means the store cannot start (the database is not
 *   there, say; it printed why): the others are stopped and the primary exits with code 1.
 * - SIGTERM or SIGINT is passed to every process; each finishes its requests and jobs as it would
 *   alone, and the primary exits when they have, with 0 if they all did.
 * - Metrics (`/metrics`, METRICS_PORT) are the sum over the processes, whichever one a scrape
 *   reaches: it asks the primary, which collects them from all (prom-client's AggregatorRegistry).
 */

/** Which of the store's processes this is (0-based, kept across restarts); 0 prints the banner. */
export const PROCESS_INDEX_VARIABLE = 'STORE_PROCESS_INDEX';

const RESTART_FIRST_MS = 1_000;
const RESTART_MOST_MS = 30_000;
/** A process that ran this long before ending was healthy: its next restart waits the least again. */
const HEALTHY_RUN_MS = 60_000;
/** What a process sends the primary when a scrape reaches it, and what it gets back. */
const METRICS_ASK = 'store:metrics';
/** What a process sends the primary once it listens and its job worker runs. */
const LISTENING = 'store:listening';

interface Slot {
  worker: Worker;
  startedAt: number;
  listened: boolean;
  restartDelayMs: number;
}

/** Whether this is one of the store processes under the primary (not the primary, not alone). */
export function isStoreProcess(): boolean {
  return cluster.isWorker;
}

/** The primary: starts `settings.processes` store processes and watches them until they stop. */
export function runPrimary(settings: Settings): void {
  const log = (text: string) => console.log(`[프로세스 관리] ${text}`);
  const slots: Slot[] = [];
  const aggregator = new AggregatorRegistry();
  let stopping = false;
  let failed = false;

  const start = (index: number, restartDelayMs = RESTART_FIRST_MS): void => {
    const worker = cluster.fork({ [PROCESS_INDEX_VARIABLE]: String(index) });
    const slot: Slot = { worker, startedAt: Date.now(), listened: false, restartDelayMs };
    slots[index] = slot;
    worker.on('message', (message: unknown) => {
      if (isMessage(message, LISTENING)) {
        const first = !slot.listened;
        slot.listened = true;
        if (first && slots.every((each) => each.listened) && !stopping) {
          log(`프로세스 ${slots.length}개가 요청을 나눠 받습니다 (${settings.processes}개 설정)`);
        }
        return;
      }
      if (!isMetricsAsk(message)) return;
      aggregator.clusterMetrics().then(
        (text) => worker.isConnected() && worker.send({ type: METRICS_ASK, id: message.id, text }),
        (error: unknown) =>
          worker.isConnected() &&
          worker.send({ type: METRICS_ASK, id: message.id, error: String(error) }),
      );
    });
    worker.on('exit', (code, signal) => {
      if (slots[index] !== slot) return;
      if (stopping) {
        if (code !== 0) failed = true;
        if (slots.every((each) => each.worker.isDead())) process.exit(failed ? 1 : 0);
        return;
      }
      if (!slot.listened) {
        log(
          `${index + 1}번 프로세스가 시작하지 못했습니다 (종료 코드 ${code ?? signal}): 상점을 멈춥니다`,
        );
        failed = true;
        stopAll();
        return;
      }
      const ranMs = Date.now() - slot.startedAt;
      const delay = ranMs >= HEALTHY_RUN_MS ? RESTART_FIRST_MS : slot.restartDelayMs;
      log(
        `${index + 1}번 프로세스가 끝났습니다 (종료 코드 ${code ?? signal}): ${delay / 1000}초 뒤 다시 시작합니다`,
      );
      setTimeout(() => {
        if (!stopping) start(index, Math.min(delay * 2, RESTART_MOST_MS));
      }, delay);
    });
  };

  const stopAll = (signal: NodeJS.Signals = 'SIGTERM'): void => {
    if (stopping) return;
    stopping = true;
    const alive = slots.filter((slot) => !slot.worker.isDead());
    if (alive.length === 0) process.exit(failed ? 1 : 0);
    for (const slot of alive) slot.worker.process.kill(signal);
    // Each process keeps its own grace period; this only catches one that hangs past it.
    setTimeout(() => {
      for (const slot of slots) if (!slot.worker.isDead()) slot.worker.process.kill('SIGKILL');
      process.exit(1);
    }, settings.shutdownGraceMs + 5_000).unref();
  };

  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));
  for (let index = 0; index < settings.processes; index += 1) start(index);
}

function isMessage(message: unknown, type: string): message is { type: string } {
  return (
    typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type
  );
}

function isMetricsAsk(message: unknown): message is { type: string; id: number } {
  return isMessage(message, METRICS_ASK) && typeof (message as { id?: unknown }).id === 'number';
}

/** In a store process under the primary: tells it this process listens (no-op when alone). */
export function tellPrimaryListening(): void {
  if (isStoreProcess()) process.send?.({ type: LISTENING });
}

/** Whether this process prints the start banner: the only one, or the first under the primary. */
export function printsBanner(): boolean {
  return !isStoreProcess() || process.env[PROCESS_INDEX_VARIABLE] === '0';
}

let nextAsk = 0;
const METRICS_TIMEOUT_MS = 10_000;

/**
 * In a store process under the primary: the metrics of all the processes, summed by the primary
 * (a gauge read from the shared database, as the job queue, is taken from one of them).
 */
export function clusterMetrics(): Promise<string> {
  const id = (nextAsk += 1);
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isMetricsAsk(message) || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      const answer = message as { text?: string; error?: string };
      if (typeof answer.text === 'string') resolve(answer.text);
      else reject(new Error(answer.error ?? 'metrics not collected'));
    };
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('metrics not collected in time'));
    }, METRICS_TIMEOUT_MS);
    process.on('message', onMessage);
    process.send?.({ type: METRICS_ASK, id });
  });
}
