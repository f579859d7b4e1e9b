import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, errorBodySchema } from '@store/contract';
import { createTestApp, type TestApp } from '../testing/test-app';

// Node refuses these before Fastify sees a request, so they are sent as raw bytes to a real port.
// The limits are shrunk from 30 s (request) and 65 s (keep-alive) to a fraction of a second.
const SHRUNK = { REQUEST_TIMEOUT_MS: '300', KEEP_ALIVE_TIMEOUT_MS: '300' };
const TRICKLE_MS = 40;
const LIMITED = { timeout: 10_000 };
const open = new Set<net.Socket>();

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The first answer on a connection: status, headers and the body its length gives. */
function parse(raw: string): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: Buffer.from(raw.slice(end + 4))
      .subarray(0, length)
      .toString(),
  };
}

/**
 * Opens a connection, writes `first`, then one byte of `trickle` every TRICKLE_MS; answers what
 * came back once the server has closed the connection (a test whose connection stays open fails
 * by its time limit).
 */
function exchange(port: number, first: string, trickle = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    open.add(socket);
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {
      // A reset after the answer still counts as closed; the answer is judged below.
    });
    socket.on('close', () => {
      clearInterval(timer);
      open.delete(socket);
      const raw = Buffer.concat(chunks).toString();
      if (!raw) reject(new Error('closed without an answer'));
      else resolve(parse(raw));
    });
    socket.on('connect', () => {
      socket.write(first);
      let sent = 0;
      if (trickle) {
        timer = setInterval(() => {
          if (socket.destroyed || socket.writableEnded) return;
          socket.write(trickle[sent % trickle.length]!);
          sent += 1;
        }, TRICKLE_MS);
      }
    });
  });
}

/** The contract's error body for `code`, and the API's security headers. */
function expectRefusal(answer: RawAnswer, code: keyof typeof ERRORS) {
  expect(answer.status).toBe(ERRORS[code].status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-security-policy']).toBe(
    "default-src 'none';frame-ancestors 'none'",
  );
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers.connection).toBe('close');
  const body = errorBodySchema.parse(JSON.parse(answer.body));
  expect(body).toEqual({
    code,
    message: { text: ERRORS[code].text, type: ERRORS[code].type },
  });
}

describe('clients too slow or malformed for Node', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ env: SHRUNK });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  // A connection the server failed to cut must not outlive its test.
  afterEach(() => {
    for (const socket of open) socket.destroy();
  });
  afterAll(() => t.close());

  it(
    'cuts a body that trickles in for longer than the request limit with 408',
    LIMITED,
    async () => {
      const answer = await exchange(
        port,
        'POST /api/member/login HTTP/1.1\r\nHost: shop.test\r\n' +
          'Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n{"memberId":"',
        'a',
      );
      expectRefusal(answer, 'REQUEST_TIMEOUT');
    },
  );

  it(
    'cuts headers that trickle in for longer than the request limit with 408',
    LIMITED,
    async () => {
      const answer = await exchange(
        port,
        'GET /api/health HTTP/1.1\r\nHost: shop.test\r\nX-Slow: ',
        'b',
      );
      expectRefusal(answer, 'REQUEST_TIMEOUT');
    },
  );

  it('closes a keep-alive connection left idle past its limit', LIMITED, async () => {
    const answer = await exchange(port, 'GET /api/health HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('keep-alive');
  });

  it('answers a malformed request line with 400 in the contract’s error body', async () => {
    expectRefusal(await exchange(port, 'GARBAGE\r\n\r\n'), 'BAD_REQUEST');
    expectRefusal(await exchange(port, 'GET / HTTP/1.1\r\nBad Header\r\n\r\n'), 'BAD_REQUEST');
  });

  it('answers headers too large for Node with 431 in the contract’s error body', async () => {
    const huge = `GET /api/health HTTP/1.1\r\nHost: shop.test\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`;
    expectRefusal(await exchange(port, huge), 'HEADERS_TOO_LARGE');
  });
});

describe('the server’s limits as configured', () => {
  it('are 30 s for a request, headers included, and 65 s of keep-alive idling, checked each second', async () => {
    const t = await createTestApp();
    try {
      // Set from Node's server options, and not in its types.
      const server = t.app.server as typeof t.app.server & { connectionsCheckingInterval: number };
      expect(server.requestTimeout).toBe(30_000);
      expect(server.headersTimeout).toBe(30_000);
      expect(server.keepAliveTimeout).toBe(65_000);
      expect(server.connectionsCheckingInterval).toBe(1_000);
    } finally {
      await t.close();
    }
  });
});
