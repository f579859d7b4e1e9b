import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
} from 'prom-client';
import type { Settings } from '../config/env';
import type { PoolUse } from '../db/client';
import { AppError } from '../platform/app-error';
import { clusterMetrics, isStoreProcess } from '../processes';
import { sendError } from './errors';

/** What the metrics read at each scrape besides the requests they count. */
export interface MetricsSources {
  poolUse: () => PoolUse[];
  /** Jobs waiting, due and running (src/jobs). */
  jobQueue: () => Promise<{ pending: number; due: number; running: number }>;
}

export const METRICS_PATH = '/metrics';

/** Request durations in seconds: the catalogue answers in milliseconds, a payment call in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The store's metrics in one registry of its own (tests build several apps in one process). */
function storeRegistry(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status code.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route and status code.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of each pool, by state (in use, idle, waited for).',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { pool, total, idle, waiting } of sources.poolUse()) {
        this.set({ pool, state: 'used' }, total - idle);
        this.set({ pool, state: 'idle' }, idle);
        this.set({ pool, state: 'waiting' }, waiting);
      }
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs of the durable queue: pending (due or later), due now, running.',
    labelNames: ['state'] as const,
    registers: [registry],
    // Read from the database all processes share: summed over several processes it would be counted
    // once per process.
    aggregator: 'first',
    async collect() {
      const queue = await sources.jobQueue();
      this.set({ state: 'pending' }, queue.pending);
      this.set({ state: 'due' }, queue.due);
      this.set({ state: 'running' }, queue.running);
    },
  });
  return { registry, requests, durations };
}

/**
 * Prometheus metrics (DESIGN §19): request rates and durations per route, pool use and the job
 * queue. Served at /metrics on the store's port to a caller with `Bearer METRICS_TOKEN`, and/or on
 * a port of their own (METRICS_PORT, for a scraper inside the private network). Neither set: the
 * requests are still counted, and nothing is served.
 */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    { settings, sources }: { settings: Settings; sources: MetricsSources },
  ) => {
    const { registry, requests, durations } = storeRegistry(sources);
    // Under WEB_CONCURRENCY's primary a scrape reaches one process: it answers for them all.
    let collect = () => registry.metrics();
    if (isStoreProcess()) {
      AggregatorRegistry.setRegistries([registry]);
      new AggregatorRegistry(); // answers the primary's requests for this process's figures
      collect = clusterMetrics;
    }
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the raw URL: one series per route, whatever the ids.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === METRICS_PATH) return;
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });

    const { token, port } = settings.metrics;
    if (token) {
      app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
        if (!tokenMatches(request.headers.authorization, token)) {
          return sendError(reply, new AppError('UNAUTHORIZED'));
        }
        reply.header('cache-control', 'no-store').type(registry.contentType);
        return collect();
      });
    }
    if (port) {
      const server: Server = createServer((request, response) => {
        const allowed =
          request.url === METRICS_PATH &&
          (!token || tokenMatches(request.headers.authorization, token));
        if (!allowed) {
          response.writeHead(request.url === METRICS_PATH ? 401 : 404).end();
          return;
        }
        collect().then(
          (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
          (error: unknown) => {
            app.log.error({ err: error }, 'metrics not collected');
            response.writeHead(500).end();
          },
        );
      });
      app.addHook('onReady', () => {
        return new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, settings.host, () => resolve());
        });
      });
      app.addHook('onClose', (_instance, done) => {
        server.close(() => done());
      });
    }
  },
  { name: 'metrics' },
);
