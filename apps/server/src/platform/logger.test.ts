import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { loadSettings } from '../config/env';
import { TEST_JWT_SECRET } from '../testing/test-app';
import { createLogger, requestLoggerFactory } from './logger';

/** The store's logger at `level`, writing its lines into an array. */
function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const settings = loadSettings({
    NODE_ENV: 'test',
    DATA_DIR: tmpdir(),
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: level,
  });
  const log = createLogger(settings, { write: (line) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('request loggers', () => {
  it('write nothing, and make no pino child, for lines below the level', () => {
    const { log, lines } = logger('warn');
    const makeChild = vi.spyOn(log, 'child');
    const request = requestLoggerFactory(log, { reqId: 'r-1' }, {});
    request.info({ req: { url: '/api/sale/list' } }, 'incoming request');
    request.debug('debugging');
    expect(lines).toEqual([]);
    expect(makeChild).not.toHaveBeenCalled();
  });

  it('write a line at the level as a child would: bound to the request, secrets redacted', () => {
    const { log, lines } = logger('warn');
    const request = requestLoggerFactory(log, { reqId: 'r-2' }, {});
    request.warn({ body: { password: 'hunter2-secret' } }, 'slow sign-in');
    request.error(new Error('boom'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 40,
      reqId: 'r-2',
      msg: 'slow sign-in',
      body: { password: '[redacted]' },
    });
    expect(lines[1]).toMatchObject({ level: 50, reqId: 'r-2', err: { message: 'boom' } });
    expect(JSON.stringify(lines)).not.toContain('hunter2-secret');
  });

  it('follow the level the server is set to later, and pass bindings to their own children', () => {
    const { log, lines } = logger('warn');
    const request = requestLoggerFactory(log, { reqId: 'r-3' }, {});
    expect(request.level).toBe('warn');
    log.level = 'debug';
    request.debug('now written');
    request.child({ step: 'payment' }).info('approved');
    expect(lines).toEqual([
      expect.objectContaining({ level: 20, reqId: 'r-3', msg: 'now written' }),
      expect.objectContaining({ level: 30, reqId: 'r-3', step: 'payment', msg: 'approved' }),
    ]);
  });

  it('keep a level set on one request to that request', () => {
    const { log, lines } = logger('warn');
    const loud = requestLoggerFactory(log, { reqId: 'loud' }, {});
    const quiet = requestLoggerFactory(log, { reqId: 'quiet' }, {});
    loud.level = 'info';
    loud.info('written');
    quiet.info('not written');
    expect(lines.map((line) => line.reqId)).toEqual(['loud']);
  });
});
