import { ROLE_ADMIN, ROLE_USER } from '@store/contract';
import type { FastifyInstance } from 'fastify';
import { nextBusinessNo } from '../db/business-no';
import type { MemberRow } from '../db/schema';
import { members } from '../db/schema';
import type { AppContext } from '../platform/context';
import { hashPassword } from '../platform/passwords';

let counter = 0;

export const DEFAULT_TEST_PASSWORD = 'test1234!';

export interface TestMember {
  row: MemberRow;
  memberId: string;
  password: string;
}

/** Writes a member straight to the database. */
export async function createMember(
  ctx: AppContext,
  overrides: Partial<typeof members.$inferInsert> & { password?: string; admin?: boolean } = {},
): Promise<TestMember> {
  counter += 1;
  const { password = DEFAULT_TEST_PASSWORD, admin = false, ...values } = overrides;
  const memberId = values.memberId ?? `user${process.pid % 1000}x${counter}`;
  const [row] = await ctx.db
    .insert(members)
    .values({
      memberNo: await nextBusinessNo(ctx.db, 'ME', ctx.clock.now()),
      memberId,
      name: '테스트회원',
      email: `${memberId.toLowerCase()}@example.com`,
      passwordHash: await hashPassword(password),
      roles: admin ? `${ROLE_USER},${ROLE_ADMIN}` : ROLE_USER,
      ...values,
    })
    .returning();
  if (!row) throw new Error('member not created');
  return { row, memberId, password };
}

/** Signs in through the API and answers the bearer header. */
export async function signIn(app: FastifyInstance, member: { memberId: string; password: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: { memberId: member.memberId, password: member.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const { token } = response.json<{ token: string }>();
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/** A new member (an administrator with `admin: true`), signed in: answers their bearer header. */
export async function signInNewMember(
  t: { app: FastifyInstance; ctx: AppContext },
  overrides: Parameters<typeof createMember>[1] = {},
) {
  return (await signIn(t.app, await createMember(t.ctx, overrides))).headers;
}

/** The sign-up form as the screen sends it (once the e-mail is verified), around these fields. */
export const signupForm = (account: {
  memberId: string;
  password: string;
  name: string;
  email: string;
}) => ({
  ...account,
  phone: '01012345678',
  birthDate: '1990-02-28',
  postCode: '13494',
  addr: '경기 성남시 분당구 판교역로 235',
  addrDetail: '101동',
});
