import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { ROLE_ADMIN, ROLE_USER } from '@store/contract';
import { members } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type { TestMember } from '../../testing/factories';
import { TEST_JWT_SECRET } from '../../testing/test-app';

interface Session {
  member: TestMember;
  headers: Record<string, string>;
}

const signWith = (secret: string, claims: Record<string, unknown>, subject: string, exp: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The fuzzer's member and administrator. Requests may withdraw, disable, delete or re-password
 * them; a 401 on their token brings them back as they were, with a fresh token, so later requests
 * still reach the signed-in code paths.
 */
export class Sessions {
  private readonly sessions: Record<'member' | 'admin', Session>;
  /** Bearer headers that must not sign anyone in. */
  forged: string[] = [];
  /** The member's real token with the administrator's role claimed in it. */
  escalated = '';
  repairs = 0;

  constructor(
    private readonly ctx: AppContext,
    member: TestMember,
    admin: TestMember,
  ) {
    this.sessions = { member: { member, headers: {} }, admin: { member: admin, headers: {} } };
  }

  async start(): Promise<void> {
    await this.mint('member');
    await this.mint('admin');
    const member = this.sessions.member.member;
    const now = Math.floor(Date.now() / 1000);
    const token = this.bearerOf('member');
    const [header, payload] = token.split('.');
    const claims = { scp: ROLE_USER, ver: member.row.tokenVersion };
    this.forged = [
      'Bearer not-a-token',
      'Bearer ',
      'Bearer a.b.c',
      'Basic YWRtaW46YWRtaW4xMjM0IQ==',
      `Bearer ${token.slice(0, -2)}xx`,
      `Bearer ${header}.${payload}.`,
      `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `Bearer ${await signWith('another-secret-another-secret-0123456789', claims, member.memberId, now + 3600)}`,
      `Bearer ${await signWith(TEST_JWT_SECRET, claims, member.memberId, now - 60)}`,
      `Bearer ${await signWith(TEST_JWT_SECRET, claims, 'nobody-at-all', now + 3600)}`,
      `Bearer ${await signWith(TEST_JWT_SECRET, { ...claims, ver: 999 }, member.memberId, now + 3600)}`,
      `Bearer ${await signWith(TEST_JWT_SECRET, { ...claims, ver: '0' }, member.memberId, now + 3600)}`,
      `Bearer ${'a'.repeat(8_000)}`,
    ];
    this.escalated = `Bearer ${await signWith(
      TEST_JWT_SECRET,
      { ...claims, scp: `${ROLE_USER},${ROLE_ADMIN}` },
      member.memberId,
      now + 3600,
    )}`;
  }

  headersOf(role: 'member' | 'admin'): Record<string, string> {
    return this.sessions[role].headers;
  }

  memberOf(role: 'member' | 'admin'): TestMember {
    return this.sessions[role].member;
  }

  private bearerOf(role: 'member' | 'admin'): string {
    return (this.sessions[role].headers.authorization ?? '').replace(/^Bearer /, '');
  }

  /** A 401 on this role's token: put the account back as it was and sign in again. */
  async repair(role: 'member' | 'admin'): Promise<void> {
    this.repairs += 1;
    const { row } = this.sessions[role].member;
    await this.ctx.db
      .update(members)
      .set({
        useYn: true,
        delYn: false,
        passwordHash: row.passwordHash,
        roles: row.roles,
        // Its old address may belong to another member by now.
        email: `fuzz-${role}-${this.repairs}@example.com`,
      })
      .where(eq(members.seq, row.seq));
    await this.mint(role);
  }

  private async mint(role: 'member' | 'admin'): Promise<void> {
    const { row } = this.sessions[role].member;
    const [current] = await this.ctx.db
      .select({ tokenVersion: members.tokenVersion })
      .from(members)
      .where(eq(members.seq, row.seq));
    const token = await this.ctx.tokens.sign({
      memberId: row.memberId,
      roles: row.roles.split(','),
      tokenVersion: current?.tokenVersion ?? 0,
    });
    this.sessions[role].headers = { authorization: `Bearer ${token}` };
  }
}
