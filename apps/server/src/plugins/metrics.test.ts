import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const TOKEN = 'metrics-token-0123456789';

/** A sample's value in Prometheus text: `name{labels} value`, labels given in any order. */
function sample(text: string, name: string, labels: Record<string, string>): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const [series = '', value = ''] = line.split(/ (?=[^ ]+$)/);
    if (Object.entries(labels).every(([key, wanted]) => series.includes(`${key}="${wanted}"`)))
      return Number(value);
  }
  return null;
}

describe('metrics behind a token', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => shop.close());

  const scrape = (authorization?: string) =>
    shop.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('refuses a scraper without the token, or with another one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer metrics-token-0123456780')).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
  });

  it('counts requests per route pattern and status, never per raw URL', async () => {
    for (const seq of [1, 2, 3]) await shop.app.inject(`/api/sale/detail/${seq}`);
    await shop.app.inject('/api/health');
    const reply = await scrape(`Bearer ${TOKEN}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = reply.body;
    expect(sample(text, 'http_requests_total', { route: '/api/health', status: '200' })).toBe(1);
    expect(
      sample(text, 'http_requests_total', { route: '/api/sale/detail/:seq', status: '404' }),
    ).toBe(3);
    expect(text).not.toContain('/api/sale/detail/2');
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: '/api/health', method: 'GET' }),
    ).toBe(1);
  });

  it('reports the job queue: a job due now is pending and due', async () => {
    await shop.ctx.jobs.enqueue({
      kind: 'metrics-probe',
      runAt: new Date(shop.ctx.clock.now().getTime() - 1000),
    });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'job_queue_jobs', { state: 'due' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'job_queue_jobs', { state: 'pending' })).toBeGreaterThanOrEqual(1);
    expect(text).toContain('process_cpu_seconds_total');
  });
});

describe('metrics on a port of their own', () => {
  let shop: TestApp;
  let port = 0;
  beforeAll(async () => {
    // A free port: take one from the system, then let the metrics server listen on it.
    const { createServer } = await import('node:net');
    port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    shop = await createTestApp({ env: { METRICS_PORT: String(port), HOST: '127.0.0.1' } });
  });
  afterAll(() => shop.close());

  it('serves /metrics there without a token, and nothing on the store port', async () => {
    await shop.app.inject('/api/health');
    const reply = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(reply.status).toBe(200);
    expect(sample(await reply.text(), 'http_requests_total', { route: '/api/health' })).toBe(1);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    expect((await shop.app.inject('/metrics')).statusCode).toBe(404);
  });
});
