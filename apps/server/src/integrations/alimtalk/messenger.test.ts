import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createLogMessenger, maskPhone } from './messenger';

describe('the 알림톡 log provider', () => {
  it('logs the message without the whole phone number and keeps it for the outbox', async () => {
    const lines: unknown[][] = [];
    const log = {
      info: (...args: unknown[]) => void lines.push(args),
    } as unknown as FastifyBaseLogger;
    const messenger = createLogMessenger(log, () => new Date('2026-11-27T00:00:00Z'));
    await messenger.send({ to: '01012345678', kind: 'SHIPPED', text: '상품이 발송되었습니다.' });
    expect(JSON.stringify(lines)).not.toContain('01012345678');
    expect(lines[0]![0]).toEqual({ to: '010-****-5678', kind: 'SHIPPED' });
    expect(messenger.outbox).toEqual([
      {
        to: '01012345678',
        kind: 'SHIPPED',
        text: '상품이 발송되었습니다.',
        sentAt: '2026-11-27T00:00:00.000Z',
      },
    ]);
    expect(maskPhone('010-9876-5432')).toBe('010-****-5432');
  });
});
