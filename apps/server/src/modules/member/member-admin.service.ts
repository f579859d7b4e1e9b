import { MEMBER_TEXT, success, type MemberAddBody, type MemberModifyBody } from '@store/contract';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { csvStream } from '../../platform/csv';
import { readListPage } from '../../platform/list-page';
import { hashPassword } from '../../platform/passwords';
import type { Principal } from '../../plugins/auth';
import { createMemberAccount } from './account.service';
import { confirmOwnPassword } from './password-check.service';
import {
  emailInUse,
  eachMemberOf,
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
    findMemberPage(ctx.reports, { ...paging, q: query.q }),
  );
  return { memberList: rows, pageInfo };
}

const MEMBER_CSV_HEADER = [
  '회원번호',
  '아이디',
  '이름',
  '이메일',
  '휴대폰',
  '생년월일',
  '우편번호',
  '주소',
  '상세주소',
  '권한',
  '사용',
  '탈퇴',
  '가입일시',
];

/**
 * The member list as a CSV file: every member of the same search, newest first, streamed as it is
 * read. It holds personal data: administrators only, and never cached (no-store, as every reply
 * with personal data).
 */
export function exportMembers(ctx: AppContext, query: { q?: string }) {
  async function* rows() {
    for await (const batch of eachMemberOf(ctx.reports, query.q))
      yield batch.map((member) => [
        member.memberNo,
        member.memberId,
        member.name,
        member.email,
        member.phone,
        member.birthDate,
        member.postCode,
        member.addr,
        member.addrDetail,
        member.roles.includes('ROLE_ADMIN') ? '관리자' : '회원',
        member.useYn ? 'Y' : 'N',
        member.delYn ? 'Y' : 'N',
        member.insertDttm.slice(0, 16).replace('T', ' '),
      ]);
  }
  return csvStream(MEMBER_CSV_HEADER, rows());
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
