import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../db/schema';
import { createMember, signIn, type TestMember } from '../testing/factories';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../testing/test-app';

let t: TestApp;
let member: TestMember;
let other: TestMember;
let admin: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t.ctx, { name: '김회원' });
  other = await createMember(t.ctx, { name: '박회원' });
  admin = await createMember(t.ctx, { admin: true });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The member record call for `memberId`, with `headers` (none: signed out). */
const readMember = (memberId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/member?memberId=${memberId}`, headers });

async function tokenWith(
  claims: Record<string, unknown>,
  secret = TEST_JWT_SECRET,
  expiresIn = 3600,
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(secret));
}

describe('the login token', () => {
  it('carries sub, scp, iat, exp (24 hours) and the token version', async () => {
    const { token } = await signIn(t.app, admin);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.sub).toBe(admin.memberId);
    expect(payload.scp).toBe('ROLE_USER,ROLE_ADMIN');
    expect(payload.exp - payload.iat).toBe(24 * 60 * 60);
    expect(payload.ver).toBe(0);
  });

  it('lets the member read their own record, without the password hash', async () => {
    const { headers } = await signIn(t.app, member);
    const response = await readMember(member.memberId, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ memberId: member.memberId, name: '김회원' });
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toMatch(/password/i);
  });

  it("refuses another member's record to a member (no id probing), allows it to an administrator", async () => {
    const { headers } = await signIn(t.app, member);
    const probe = await readMember(other.memberId, headers);
    expect(probe.statusCode).toBe(403);
    const missing = await readMember('nobody-here', headers);
    expect(missing.statusCode).toBe(403);
    const asAdmin = await readMember(other.memberId, (await signIn(t.app, admin)).headers);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().name).toBe('박회원');
  });

  it('answers 401 with the Korean text when signed out', async () => {
    const response = await readMember(member.memberId);
    expect(response.statusCode).toBe(401);
    expect(response.json().message.text).toBe('로그인이 필요합니다.');
  });

  it('treats a forged, expired or garbage token as signed out', async () => {
    const claims = { sub: member.memberId, scp: 'ROLE_USER,ROLE_ADMIN', ver: 0 };
    const forged = await tokenWith(claims, 'another-secret-another-secret-another-secret');
    const expired = await tokenWith(claims, TEST_JWT_SECRET, -10);
    for (const token of [forged, expired, 'not-a-token', '']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/member',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('ignores a bad token on a public call instead of failing it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: bearer('garbage.token.here'),
    });
    expect(response.statusCode).toBe(200);
  });

  it('takes roles from the member record, not from a token that claims more', async () => {
    // A valid signature with an inflated scope must still not make an administrator.
    const token = await tokenWith({ sub: member.memberId, scp: 'ROLE_USER,ROLE_ADMIN', ver: 0 });
    const response = await readMember(other.memberId, bearer(token));
    expect(response.statusCode).toBe(403);
  });

  it('ends old tokens when the token version changes, and refuses disabled members', async () => {
    const victim = await createMember(t.ctx);
    const { headers } = await signIn(t.app, victim);
    const before = await t.app.inject({ method: 'GET', url: '/api/member', headers });
    expect(before.statusCode).toBe(200);
    await t.db.update(members).set({ tokenVersion: 1 }).where(eq(members.seq, victim.row.seq));
    const after = await t.app.inject({ method: 'GET', url: '/api/member', headers });
    expect(after.statusCode).toBe(401);

    const fresh = await signIn(t.app, victim);
    await t.db.update(members).set({ useYn: false }).where(eq(members.seq, victim.row.seq));
    const disabled = await t.app.inject({
      method: 'GET',
      url: '/api/member',
      headers: fresh.headers,
    });
    expect(disabled.statusCode).toBe(401);
  });
});
