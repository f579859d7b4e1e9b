import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signIn } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const LIMITED = {
  code: 'LOGIN_RATE_LIMITED',
  message: { text: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.', type: 'warning' },
};

const passwordCheck = (headers: Record<string, string>, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/member/passwordCheck',
    headers,
    payload: { password },
  });

const deleteMember = (headers: Record<string, string>, seq: number, password: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/member/${seq}/delete`,
    headers,
    payload: { password },
  });

describe("the administrator's password confirmations", () => {
  it('limit member deletes confirmed with a wrong password, and keep the member', async () => {
    const admin = await createMember(t.ctx, { admin: true });
    const { headers } = await signIn(t.app, admin);
    const victim = await createMember(t.ctx);
    for (let i = 0; i < 10; i += 1) {
      const wrong = await deleteMember(headers, victim.row.seq, 'guess1234!');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message.text).toBe('비밀번호가 일치하지 않습니다.');
    }
    const limited = await deleteMember(headers, victim.row.seq, admin.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/member?seq=${victim.row.seq}`,
      headers,
    });
    expect(kept.json().delYn).toBe(false);
  });

  it('share one limit between member deletes and password checks', async () => {
    const admin = await createMember(t.ctx, { admin: true });
    const { headers } = await signIn(t.app, admin);
    const victim = await createMember(t.ctx);
    for (let i = 0; i < 5; i += 1) {
      expect((await deleteMember(headers, victim.row.seq, 'guess1234!')).statusCode).toBe(400);
      expect((await passwordCheck(headers, 'guess1234!')).statusCode).toBe(400);
    }
    const check = await passwordCheck(headers, admin.password);
    expect(check.statusCode).toBe(429);
    expect(check.json()).toEqual(LIMITED);
    expect((await deleteMember(headers, victim.row.seq, admin.password)).statusCode).toBe(429);
  });

  it('count confirmations only when wrong: a right password is never held back by earlier rights', async () => {
    const admin = await createMember(t.ctx, { admin: true });
    const { headers } = await signIn(t.app, admin);
    for (let i = 0; i < 12; i += 1) {
      const victim = await createMember(t.ctx);
      expect((await deleteMember(headers, victim.row.seq, admin.password)).statusCode).toBe(200);
    }
  });
});

describe("a member's password confirmations", () => {
  it('check at most ten of 20 parallel wrong passwords; the rest get the Korean 429', async () => {
    const member = await createMember(t.ctx);
    const { headers } = await signIn(t.app, member);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => passwordCheck(headers, 'guess1234!')),
    );
    const checked = replies.filter((reply) => reply.statusCode === 400);
    const limited = replies.filter((reply) => reply.statusCode === 429);
    expect(checked.length + limited.length).toBe(20);
    expect(checked.length).toBeLessThanOrEqual(10);
    for (const reply of limited) expect(reply.json()).toEqual(LIMITED);
  });

  it('limit password change and withdrawal with the same count', async () => {
    const member = await createMember(t.ctx);
    const { headers } = await signIn(t.app, member);
    for (let i = 0; i < 10; i += 1) {
      await t.app.inject({
        method: 'PUT',
        url: '/api/member/myinfo/modify/changePassword',
        headers,
        payload: { currentPassword: 'guess1234!', newPassword: 'fresh1234!' },
      });
    }
    const withdraw = await t.app.inject({
      method: 'PUT',
      url: '/api/member/withdraw',
      headers,
      payload: { password: member.password },
    });
    expect(withdraw.statusCode).toBe(429);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/member/myinfo', headers })).statusCode,
    ).toBe(200);
  });
});
