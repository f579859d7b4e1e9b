import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes } from '../../db/schema';
import { createTestClock } from '../../testing/clock';
import { createMember } from '../../testing/factories';
import { startSmtpSink } from '../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const clock = createTestClock();

/**
 * Holds the next `count` requests at their first limiter count until all of them are there, then
 * lets them on together: they reach the database at once, as concurrent requests do on a server
 * (PGlite would otherwise see them one after another).
 */
let arrivals: { count: number; waiting: (() => void)[] } | null = null;
const arriveTogether = (count: number) => (arrivals = { count, waiting: [] });

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    clock,
    env: { SMTP_URL: sink.url },
    configure: (_app, ctx) => {
      const { limiter } = ctx;
      ctx.limiter = {
        ...limiter,
        async hit(key, rule) {
          const result = await limiter.hit(key, rule);
          const gate = arrivals;
          if (gate) {
            const allThere = new Promise<void>((resolve) => gate.waiting.push(resolve));
            if (gate.waiting.length === gate.count) {
              arrivals = null;
              for (const release of gate.waiting) release();
            }
            await allThere;
          }
          return result;
        },
      };
    },
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

const requestSignupCode = (email: string, remoteAddress: string) =>
  post('/api/member/email/request', { email, purpose: 'SIGNUP' }, remoteAddress);

const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

const CODE_LIMITED = {
  code: 'CODE_RATE_LIMITED',
  message: { text: '인증 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', type: 'warning' },
};

describe('e-mail code requests', () => {
  it('count per address whether the e-mail is free or taken', async () => {
    const taken = await Promise.all(
      Array.from({ length: 11 }, async () => {
        const email = uniqueEmail('taken');
        await createMember(t.ctx, { email });
        return email;
      }),
    );
    const replies = [];
    for (const email of taken) replies.push(await requestSignupCode(email, '10.30.0.1'));
    // Sign-up still says a taken e-mail is taken, but not at will.
    for (const reply of replies.slice(0, 10)) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message.text).toBe('이미 가입된 이메일입니다.');
    }
    expect(replies[10]!.statusCode).toBe(429);
    expect(replies[10]!.json()).toEqual(CODE_LIMITED);
  });

  it('count per e-mail from any address, taken or free', async () => {
    const taken = uniqueEmail('owned');
    await createMember(t.ctx, { email: taken });
    const takenReplies = [];
    for (let i = 0; i < 6; i += 1)
      takenReplies.push(await requestSignupCode(taken, `10.31.0.${i}`));
    expect(takenReplies.map((reply) => reply.statusCode)).toEqual([409, 409, 409, 409, 409, 429]);
    expect(takenReplies[5]!.json()).toEqual(CODE_LIMITED);

    const free = uniqueEmail('free');
    const freeReplies = [];
    for (let i = 0; i < 6; i += 1) {
      freeReplies.push(await requestSignupCode(free, `10.32.0.${i}`));
      clock.advance(61 * 1000);
    }
    expect(freeReplies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(freeReplies[5]!.json()).toEqual(CODE_LIMITED);
  });

  it('count password-reset requests before saying there is no such member', async () => {
    const member = await createMember(t.ctx, { email: uniqueEmail('reset') });
    const replies = [];
    for (let i = 0; i < 11; i += 1) {
      replies.push(
        await post(
          '/api/member/findPassword/authRequest',
          { memberId: member.memberId, email: uniqueEmail('guess') },
          '10.33.0.1',
        ),
      );
    }
    expect(replies.slice(0, 10).every((reply) => reply.statusCode === 404)).toBe(true);
    expect(replies[10]!.json()).toEqual(CODE_LIMITED);
  });
});

describe('e-mail code checks', () => {
  const triesAt = async (email: string) => {
    const [row] = await t.db
      .select({ attempts: emailCodes.attempts })
      .from(emailCodes)
      .where(sql`${emailCodes.email} = ${email}`);
    return row?.attempts;
  };

  it('take at most 5 tries at one code, however many come at once', async () => {
    const email = uniqueEmail('burst');
    expect((await requestSignupCode(email, '10.34.0.1')).statusCode).toBe(200);
    const code = sink.latestCodeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    arriveTogether(25);
    const replies = await Promise.all(
      Array.from({ length: 25 }, () =>
        post('/api/member/email/verify', { email, code: wrong }, '10.34.0.1'),
      ),
    );
    expect(replies.every((reply) => reply.statusCode === 400)).toBe(true);
    expect(replies[0]!.json().message.text).toBe('인증번호가 틀렸거나 만료되었습니다.');
    expect(await triesAt(email)).toBeLessThanOrEqual(5);
    expect((await post('/api/member/email/verify', { email, code }, '10.34.0.1')).statusCode).toBe(
      400,
    );
  });

  it('let the fifth try be the right one', async () => {
    const email = uniqueEmail('fifth');
    await requestSignupCode(email, '10.35.0.1');
    const code = sink.latestCodeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      await post('/api/member/email/verify', { email, code: wrong }, '10.35.0.1');
    }
    const right = await post('/api/member/email/verify', { email, code }, '10.35.0.1');
    expect(right.statusCode).toBe(200);
  });
});
