import {
  MEMBER_TEXT,
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
 * Wrong id, wrong password, withdrawn or disabled: one answer, and the same work (a password
 * check) in every case, so the reply tells nothing about which ids exist.
 */
export async function login(ctx: AppContext, body: LoginBody) {
  const row = await findActiveMemberRowByMemberId(ctx.db, body.memberId);
  const matches = await verifyPassword(row?.passwordHash ?? (await getDecoyHash()), body.password);
  if (!row || !matches || !row.useYn) throw new AppError('LOGIN_FAILED');
  const token = await ctx.tokens.sign({
    memberId: row.memberId,
    roles: row.roles.split(',').filter(Boolean),
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
      query.memberId.toLowerCase() !== principal.memberId.toLowerCase()) ||
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
  const row = await findMemberRowByMemberId(ctx.db, admin.memberId);
  if (!row) {
    await insertMember(ctx.db, {
      memberNo: await nextBusinessNo(ctx.db, 'ME', ctx.clock.now()),
      memberId: admin.memberId,
      passwordHash: await hashPassword(admin.password),
      name: '관리자',
      roles: [ROLE_USER, ROLE_ADMIN].join(','),
    });
    return;
  }
  const passwordMatches = await verifyPassword(row.passwordHash, admin.password);
  const isAdmin = row.roles.split(',').includes(ROLE_ADMIN);
  if (passwordMatches && isAdmin && row.useYn && !row.delYn) return;
  await updateMemberRow(ctx.db, row.seq, {
    roles: [ROLE_USER, ROLE_ADMIN].join(','),
    useYn: true,
    delYn: false,
    ...(passwordMatches
      ? {}
      : { passwordHash: await hashPassword(admin.password), tokenVersion: row.tokenVersion + 1 }),
  });
}
