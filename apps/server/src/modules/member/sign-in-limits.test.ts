import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signupForm, type TestMember } from '../../testing/factories';
import { expectFieldErrors } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { unreachableRedisUrl } from '../../testing/redis';

const LIMITED = {
  code: 'LOGIN_RATE_LIMITED',
  message: { text: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.', type: 'warning' },
};

const uniqueId = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`;

/** A sign-in from the socket address `remoteAddress`, with the X-Forwarded-For `forwardedFor`. */
function signInAs(
  app: TestApp['app'],
  payload: { memberId: string; password: string },
  remoteAddress: string,
  forwardedFor?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: { memberId: payload.memberId, password: payload.password },
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
}

const wrongPassword = (member: TestMember) => ({
  memberId: member.memberId,
  password: 'wrong1234!',
});

describe('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('checks at most ten of 40 parallel wrong passwords for one id; the rest get the Korean 429', async () => {
    const member = await createMember(t.ctx);
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => signInAs(t.app, wrongPassword(member), '10.20.0.1')),
    );
    const checked = replies.filter((reply) => reply.statusCode === 401);
    const limited = replies.filter((reply) => reply.statusCode === 429);
    expect(checked.length + limited.length).toBe(40);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(10);
    for (const reply of limited) expect(reply.json()).toEqual(LIMITED);
  });

  it('never holds a member or the administrator back from one address for failures at another', async () => {
    const member = await createMember(t.ctx);
    const admin = await createMember(t.ctx, { admin: true });
    for (const account of [member, admin]) {
      for (let i = 0; i < 15; i += 1) await signInAs(t.app, wrongPassword(account), '10.21.0.1');
      expect((await signInAs(t.app, account, '10.21.0.1')).statusCode).toBe(429);
      expect((await signInAs(t.app, account, '10.21.0.2')).statusCode).toBe(200);
    }
  });

  it('holds back one address after 50 failures over any ids, and only that address', async () => {
    const member = await createMember(t.ctx);
    const failures = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signInAs(t.app, { memberId: `nobody${i}x`, password: 'wrong1234!' }, '10.22.0.1'),
      ),
    );
    expect(failures.every((reply) => reply.statusCode === 401)).toBe(true);
    const blocked = await signInAs(t.app, member, '10.22.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(LIMITED);
    expect((await signInAs(t.app, member, '10.22.0.2')).statusCode).toBe(200);
  });

  it('gives back the count of a successful sign-in: members behind one address are not held back', async () => {
    const members = await Promise.all(Array.from({ length: 3 }, () => createMember(t.ctx)));
    for (let round = 0; round < 20; round += 1) {
      for (const member of members) {
        expect((await signInAs(t.app, member, '10.26.0.1')).statusCode).toBe(200);
      }
    }
  });

  it('uses one normalised id for the limiter and the lookup: a dotted capital I is no way around a lock', async () => {
    const memberId = uniqueId('liz');
    const member = await createMember(t.ctx, { memberId });
    for (let i = 0; i < 10; i += 1) await signInAs(t.app, wrongPassword(member), '10.23.0.1');
    // The same id in capitals is the same id: still held back.
    const upper = await signInAs(
      t.app,
      { memberId: memberId.toUpperCase(), password: member.password },
      '10.23.0.1',
    );
    expect(upper.statusCode).toBe(429);
    // U+0130 is not ASCII once normalised: it names no member, whatever lower() would make of it.
    const dotted = { memberId: memberId.replace('i', 'İ'), password: member.password };
    for (const address of ['10.23.0.1', '10.23.0.2']) {
      const reply = await signInAs(t.app, dotted, address);
      expect(reply.statusCode).toBe(401);
      expect(reply.json().code).toBe('LOGIN_FAILED');
    }
  });

  it('refuses an id that is not ASCII once normalised at sign-up, with the Korean id rule', async () => {
    // Everything else is valid, so the id rule is the one field refused.
    const account = { password: 'abcd1234!', name: '홍길동', email: 'dotted@example.com' };
    const dotted = signupForm({ ...account, memberId: 'lİz1234' });
    const signup = t.app.inject({ method: 'POST', url: '/api/member/signup', payload: dotted });
    await expectFieldErrors(signup, {
      memberId: '아이디는 4~20자의 영문, 숫자, -, _ 로 입력해주세요.',
    });
  });

  it('keys on the socket address without TRUST_PROXY, whatever X-Forwarded-For says', async () => {
    const member = await createMember(t.ctx);
    for (let i = 0; i < 10; i += 1) {
      await signInAs(t.app, wrongPassword(member), '10.24.0.1', `192.0.2.${i}`);
    }
    const sameSocket = await signInAs(t.app, member, '10.24.0.1', '192.0.2.200');
    expect(sameSocket.statusCode).toBe(429);
    const otherSocket = await signInAs(t.app, member, '10.24.0.2', '10.24.0.1');
    expect(otherSocket.statusCode).toBe(200);
  });
});

describe('sign-in limits behind one trusted proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  const keys: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: 'true' },
      configure: (_app, ctx) => {
        const { limiter } = ctx;
        ctx.limiter = {
          ...limiter,
          hit(key, rule) {
            keys.push(key);
            return limiter.hit(key, rule);
          },
        };
      },
    });
  });
  afterAll(() => t.close());

  it('counts the address the proxy appended (the last), never the leftmost one the client wrote', async () => {
    const member = await createMember(t.ctx);
    for (let i = 0; i < 10; i += 1) {
      await signInAs(t.app, wrongPassword(member), '127.0.0.1', '1.1.1.1, 2.2.2.2');
    }
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.endsWith('2.2.2.2'))).toBe(true);
    expect(keys.some((key) => key.includes('1.1.1.1'))).toBe(false);
    // Writing another leftmost address does not escape the limit...
    const spoofed = await signInAs(t.app, member, '127.0.0.1', '9.9.9.9, 2.2.2.2');
    expect(spoofed.statusCode).toBe(429);
    // ...and a client the proxy saw at another address is another client.
    const elsewhere = await signInAs(t.app, member, '127.0.0.1', '1.1.1.1, 3.3.3.3');
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('sign-in limits while Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: await unreachableRedisUrl() } });
  });
  afterAll(() => t.close());

  it('answers every sign-in at once (counting in memory) and still limits', async () => {
    const member = await createMember(t.ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const started = performance.now();
      const reply = await signInAs(t.app, wrongPassword(member), '10.25.0.1');
      // A generous bound: a behaviour check (no waiting for Redis), not a benchmark.
      expect(performance.now() - started).toBeLessThan(1_000);
      statuses.push(reply.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const started = performance.now();
    expect((await signInAs(t.app, member, '10.25.0.2')).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
