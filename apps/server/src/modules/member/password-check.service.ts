import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { verifyPassword } from '../../platform/passwords';
import { findMemberRowBySeq } from './member.repository';

/**
 * A signed-in member confirming their own password (password check, password change, withdrawal,
 * an administrator deleting a member): one limit per member over all of these, like sign-ins.
 */
const PASSWORD_CHECK_RULE = { limit: 10, windowSeconds: 15 * 60 };

/**
 * The member's row when `password` is theirs; `failure` when it is not. Each confirmation is
 * counted before the password is checked and given back when it was right, so parallel guesses
 * get no more than the limit between them.
 */
export async function confirmOwnPassword(
  ctx: AppContext,
  memberSeq: number,
  password: string,
  failure: 'PASSWORD_CHECK_FAILED' | 'PASSWORD_WRONG' | 'CURRENT_PASSWORD_WRONG',
) {
  const key = `password-check:${memberSeq}`;
  if (!(await ctx.limiter.hit(key, PASSWORD_CHECK_RULE)).allowed) {
    throw new AppError('LOGIN_RATE_LIMITED');
  }
  const row = await findMemberRowBySeq(ctx.db, memberSeq);
  if (!row || row.delYn) {
    await ctx.limiter.release(key);
    throw new AppError('UNAUTHORIZED');
  }
  if (!(await verifyPassword(row.passwordHash, password))) throw new AppError(failure);
  await ctx.limiter.release(key);
  return row;
}
