import {
  MEMBER_TEXT,
  normaliseMemberId,
  ROLE_ADMIN,
  ROLE_USER,
  success,
  type LoginBody,
  type Member,
} from '@store/contract';
import { nextBusinessNo } from '../../db/business-no';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { getDecoyHash, hashPassword, verifyPassword } from '../../platform/passwords';
import type { Principal } from '../../plugins/auth';
import {
  findActiveMemberRowByMemberId,
  findMemberRowByMemberId,
  findMemberRowBySeq,
  insertMember,
  toMember,
  updateMemberRow,
} from './member.repository';

/**
 * Failed sign-ins per (id, client address) and per client address (architecture.md, "Rules: accounts"): failures from one
 * address never hold back the member signing in from another.
 */
const LOGIN_PAIR_RULE = { limit: 10, windowSeconds: 15 * 60 };
const LOGIN_ADDRESS_RULE = { limit: 50, windowSeconds: 15 * 60 };

export const rolesOf = (roles: string): string[] => roles.split(',').filter(Boolean);

/**
 * Wrong id, wrong password, withdrawn or disabled: one answer, and the same work (a password
 * check) in every case, so the reply tells nothing about which ids exist. Each attempt is counted
 * before its password is checked and given back when it succeeds, so parallel guesses get no more
 * than the limit between them.
 */
export async function login(ctx: AppContext, body: LoginBody, clientIp: string) {
  const memberId = normaliseMemberId(body.memberId);
  // The address comes last and holds no "|": the key names one pair, whatever the id holds.
  const pairKey = `login:${memberId}|${clientIp}`;
  const addressKey = `login-ip:${clientIp}`;
  if (!(await ctx.limiter.hit(pairKey, LOGIN_PAIR_RULE)).allowed) {
    throw new AppError('LOGIN_RATE_LIMITED');
  }
  if (!(await ctx.limiter.hit(addressKey, LOGIN_ADDRESS_RULE)).allowed) {
    await ctx.limiter.release(pairKey);
    throw new AppError('LOGIN_RATE_LIMITED');
  }

  const row = await findActiveMemberRowByMemberId(ctx.db, memberId);
  const matches = await verifyPassword(row?.passwordHash ?? (await getDecoyHash()), body.password);
  if (!row || !matches || !row.useYn) throw new AppError('LOGIN_FAILED');
  await Promise.all([ctx.limiter.reset(pairKey), ctx.limiter.release(addressKey)]);
  const token = await ctx.tokens.sign({
    memberId: row.memberId,
    roles: rolesOf(row.roles),
    tokenVersion: row.tokenVersion,
  });
  return { token, message: success(MEMBER_TEXT.loginSuccess) };
}

/** `GET /api/member?memberId=|seq=`: oneself, or anyone for an administrator. No id probing. */
export async function getMemberFor(
  ctx: AppContext,
  principal: Principal,
  query: { memberId?: string | undefined; seq?: number | undefined },
): Promise<Member> {
  const asksForOther =
    (query.memberId !== undefined &&
      normaliseMemberId(query.memberId) !== normaliseMemberId(principal.memberId)) ||
    (query.seq !== undefined && query.seq !== principal.seq);
  if (asksForOther && !principal.isAdmin) throw new AppError('FORBIDDEN');
  const row =
    query.seq !== undefined
      ? await findMemberRowBySeq(ctx.db, query.seq)
      : await findMemberRowByMemberId(ctx.db, query.memberId ?? principal.memberId);
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  return toMember(row);
}

/**
 * At every start, ADMIN_MEMBER_ID / ADMIN_PASSWORD (when given) make sure that administrator
 * exists, is active and signs in with that password.
 */
export async function ensureAdministrator(
  ctx: AppContext,
  admin: { memberId: string; password: string },
): Promise<void> {
  const adminRoles = [ROLE_USER, ROLE_ADMIN].join(',');
  const row = await findMemberRowByMemberId(ctx.db, admin.memberId);
  if (!row) {
    await insertMember(ctx.db, {
      memberNo: await nextBusinessNo(ctx.db, 'ME', ctx.clock.now()),
      memberId: normaliseMemberId(admin.memberId),
      passwordHash: await hashPassword(admin.password),
      name: '관리자',
      roles: adminRoles,
    });
    return;
  }
  const passwordMatches = await verifyPassword(row.passwordHash, admin.password);
  const isAdmin = rolesOf(row.roles).includes(ROLE_ADMIN);
  if (passwordMatches && isAdmin && row.useYn && !row.delYn) return;
  await updateMemberRow(ctx.db, row.seq, {
    roles: adminRoles,
    useYn: true,
    delYn: false,
    ...(passwordMatches
      ? {}
      : { passwordHash: await hashPassword(admin.password), tokenVersion: row.tokenVersion + 1 }),
  });
}

/** The member's seq by id (any state), for administrators' lookups by id. */
export async function findMemberSeqByMemberId(
  ctx: AppContext,
  memberId: string,
): Promise<number | null> {
  const row = await findMemberRowByMemberId(ctx.db, memberId);
  return row?.seq ?? null;
}
