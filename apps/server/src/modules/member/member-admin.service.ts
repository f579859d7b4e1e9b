import { MEMBER_TEXT, success, type MemberAddBody, type MemberModifyBody } from '@store/contract';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { readListPage } from '../../platform/list-page';
import { hashPassword } from '../../platform/passwords';
import type { Principal } from '../../plugins/auth';
import { createMemberAccount } from './account.service';
import { confirmOwnPassword } from './password-check.service';
import {
  emailInUse,
  findMemberPage,
  findMemberRowBySeq,
  profileOf,
  toMember,
  updateMemberRow,
} from './member.repository';

export async function listMembers(
  ctx: AppContext,
  query: { q?: string | undefined; page: number },
) {
  const { rows, pageInfo } = await readListPage(query.page, (paging) =>
    findMemberPage(ctx.db, { ...paging, q: query.q }),
  );
  return { memberList: rows, pageInfo };
}

export async function addMember(ctx: AppContext, body: MemberAddBody) {
  await createMemberAccount(ctx, body);
  return { message: success(MEMBER_TEXT.memberAddSuccess) };
}

/**
 * An administrator's edit. Disabling, deleting or a new password ends the member's sessions.
 * An administrator cannot disable or delete the account they are signed in with.
 */
export async function modifyMember(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  body: MemberModifyBody,
) {
  const row = await findMemberRowBySeq(ctx.db, seq);
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  if (seq === principal.seq && (!body.useYn || body.delYn))
    throw new AppError('CANNOT_DELETE_SELF');
  if (!body.delYn && (await emailInUse(ctx.db, body.email, seq))) throw new AppError('EMAIL_TAKEN');
  const endsSessions =
    body.password !== null || (row.useYn && !body.useYn) || (!row.delYn && body.delYn);
  try {
    const updated = await updateMemberRow(ctx.db, seq, {
      ...profileOf(body),
      email: body.email,
      useYn: body.useYn,
      delYn: body.delYn,
      ...(body.password ? { passwordHash: await hashPassword(body.password) } : {}),
      ...(endsSessions ? { tokenVersion: row.tokenVersion + 1 } : {}),
    });
    if (!updated) throw new AppError('MEMBER_NOT_FOUND');
    return { member: toMember(updated), message: success(MEMBER_TEXT.memberModified) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

/** Soft delete, confirmed with the administrator's own password (limited as every confirmation). */
export async function deleteMember(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  password: string,
) {
  await confirmOwnPassword(ctx, principal.seq, password, 'PASSWORD_WRONG');
  if (seq === principal.seq) throw new AppError('CANNOT_DELETE_SELF');
  const row = await findMemberRowBySeq(ctx.db, seq);
  if (!row || row.delYn) throw new AppError('MEMBER_NOT_FOUND');
  await updateMemberRow(ctx.db, seq, { delYn: true, tokenVersion: row.tokenVersion + 1 });
  return { message: success(MEMBER_TEXT.memberDeleted) };
}
