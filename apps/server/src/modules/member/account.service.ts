import {
  MEMBER_TEXT,
  ROLE_USER,
  isOldEnoughToSignUp,
  success,
  toKoreaIsoDate,
  type ChangePasswordBody,
  type MyInfoModifyBody,
  type ResetPasswordBody,
  type SignupBody,
} from '@store/contract';
import { nextBusinessNo } from '../../db/business-no';
import { isUniqueViolation } from '../../db/errors';
import { AppError, fieldError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { hashPassword } from '../../platform/passwords';
import type { Principal } from '../../plugins/auth';
import { startSettings } from '../notification/notification.service';
import { recordSignupConsents } from '../storefront/storefront.service';
import { sendCode, spendVerifiedCode } from './email-code.service';
import { confirmOwnPassword } from './password-check.service';
import {
  emailInUse,
  findActiveMemberRowByMemberId,
  findMemberRowBySeq,
  hasOrderOrRentalUnderWay,
  insertMember,
  memberIdExists,
  owesSettlement,
  profileOf,
  toMember,
  updateMemberRow,
} from './member.repository';
import { rolesOf } from './member.service';

export async function checkMemberId(ctx: AppContext, memberId: string) {
  const exists = await memberIdExists(ctx.db, memberId);
  return {
    exists,
    message: exists
      ? { text: MEMBER_TEXT.idDuplicate, type: 'warning' as const }
      : success(MEMBER_TEXT.idAvailable),
  };
}

/** A member row from sign-up fields; shared by sign-up and the administrator's registration. */
export async function createMemberAccount(ctx: AppContext, body: SignupBody, executor = ctx.db) {
  if (await memberIdExists(executor, body.memberId)) throw new AppError('MEMBER_ID_TAKEN');
  if (await emailInUse(executor, body.email)) throw new AppError('EMAIL_TAKEN');
  try {
    return await insertMember(executor, {
      memberNo: await nextBusinessNo(executor, 'ME', ctx.clock.now()),
      memberId: body.memberId,
      passwordHash: await hashPassword(body.password),
      ...profileOf(body),
      email: body.email,
      roles: ROLE_USER,
    });
  } catch (error) {
    // Two sign-ups racing for one id or e-mail: the unique index decides, the loser is told why.
    if (isUniqueViolation(error, 'member_member_id_key')) throw new AppError('MEMBER_ID_TAKEN');
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

/** Counted before the e-mail is looked up: sign-up must say a taken e-mail is taken, not at will. */
export async function requestSignupCode(
  ctx: AppContext,
  input: { email: string; clientIp: string },
) {
  return sendCode(ctx, { ...input, purpose: 'SIGNUP' }, async () => {
    if (await emailInUse(ctx.db, input.email)) throw new AppError('EMAIL_TAKEN');
    return { memberId: null };
  });
}

/**
 * Sign-up spends the verified SIGNUP code of that e-mail in the same transaction. The store's own
 * sign-up sends its agreements: each answer is recorded with the version of its document, and a
 * yes to marketing turns the member's marketing setting on (DESIGN §17). The specification's
 * client sends none and records none (decisions.md, "Legal storefront").
 */
export async function signup(ctx: AppContext, body: SignupBody) {
  // The store's clock: its day in Korea decides, as the form's does.
  const today = toKoreaIsoDate(ctx.clock.now());
  if (body.birthDate && !isOldEnoughToSignUp(body.birthDate, today)) {
    throw fieldError('birthDate', MEMBER_TEXT.signupUnderAge);
  }
  await ctx.db.transaction(async (tx) => {
    await spendVerifiedCode(ctx, tx, { email: body.email, purpose: 'SIGNUP' });
    const member = await createMemberAccount(ctx, body, tx);
    if (body.agreements) {
      await recordSignupConsents(tx, ctx, member.seq, body.agreements);
      await startSettings(tx, member.seq, body.agreements);
    }
  });
  return { message: success(MEMBER_TEXT.signupSuccess) };
}

async function requireOwnRow(ctx: AppContext, principal: Principal) {
  const row = await findMemberRowBySeq(ctx.db, principal.seq);
  if (!row || row.delYn) throw new AppError('UNAUTHORIZED');
  return row;
}

export async function getMyInfo(ctx: AppContext, principal: Principal) {
  return toMember(await requireOwnRow(ctx, principal));
}

export async function modifyMyInfo(ctx: AppContext, principal: Principal, body: MyInfoModifyBody) {
  await requireOwnRow(ctx, principal);
  const row = await updateMemberRow(ctx.db, principal.seq, profileOf(body));
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  return { member: toMember(row), message: success(MEMBER_TEXT.myInfoModified) };
}

export async function checkPassword(ctx: AppContext, principal: Principal, password: string) {
  await confirmOwnPassword(ctx, principal.seq, password, 'PASSWORD_CHECK_FAILED');
  return { message: success(MEMBER_TEXT.passwordChecked) };
}

/** Ends every other session (token version) and hands this one a fresh token. */
export async function changePassword(
  ctx: AppContext,
  principal: Principal,
  body: ChangePasswordBody,
) {
  const row = await confirmOwnPassword(
    ctx,
    principal.seq,
    body.currentPassword,
    'CURRENT_PASSWORD_WRONG',
  );
  if (body.newPassword === body.currentPassword) throw new AppError('PASSWORD_UNCHANGED');
  const updated = await updateMemberRow(ctx.db, row.seq, {
    passwordHash: await hashPassword(body.newPassword),
    tokenVersion: row.tokenVersion + 1,
  });
  if (!updated) throw new AppError('MEMBER_NOT_FOUND');
  const token = await ctx.tokens.sign({
    memberId: updated.memberId,
    roles: rolesOf(updated.roles),
    tokenVersion: updated.tokenVersion,
  });
  return { token, message: success(MEMBER_TEXT.passwordChanged) };
}

/**
 * Withdrawal keeps the row (orders refer to it) but blanks the contact details, marks it deleted
 * and ends its sessions. The member id stays taken. It is refused while an order or a rental is
 * under way or a settlement is owed: a withdrawn member could no longer sign in to follow them.
 */
export async function withdraw(ctx: AppContext, principal: Principal, password: string) {
  const row = await confirmOwnPassword(ctx, principal.seq, password, 'PASSWORD_WRONG');
  if (await hasOrderOrRentalUnderWay(ctx.db, row.seq)) throw new AppError('WITHDRAWAL_IN_PROGRESS');
  if (await owesSettlement(ctx.db, row.seq)) throw new AppError('WITHDRAWAL_BALANCE_DUE');
  await updateMemberRow(ctx.db, row.seq, {
    delYn: true,
    email: null,
    phone: null,
    birthDate: null,
    postCode: null,
    addr: null,
    addrDetail: null,
    tokenVersion: row.tokenVersion + 1,
  });
  return { message: success(MEMBER_TEXT.withdrawn) };
}

/** Counted before the member is looked up, like sign-up's request. */
export async function requestPasswordResetCode(
  ctx: AppContext,
  input: { memberId: string; email: string; clientIp: string },
) {
  return sendCode(
    ctx,
    { email: input.email, purpose: 'FIND_PASSWORD', clientIp: input.clientIp },
    async () => {
      const row = await findActiveMemberRowByMemberId(ctx.db, input.memberId);
      if (!row || row.email?.toLowerCase() !== input.email.toLowerCase()) {
        throw new AppError('MEMBER_MISMATCH');
      }
      return { memberId: row.memberId };
    },
  );
}

/** Reset spends the verified FIND_PASSWORD code of that member id and e-mail. */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody) {
  await ctx.db.transaction(async (tx) => {
    const row = await findActiveMemberRowByMemberId(tx, body.memberId);
    if (!row || row.email?.toLowerCase() !== body.email.toLowerCase()) {
      throw new AppError('EMAIL_NOT_VERIFIED');
    }
    await spendVerifiedCode(ctx, tx, {
      email: body.email,
      purpose: 'FIND_PASSWORD',
      memberId: row.memberId,
    });
    await updateMemberRow(tx, row.seq, {
      passwordHash: await hashPassword(body.newPassword),
      tokenVersion: row.tokenVersion + 1,
    });
  });
  return { message: success(MEMBER_TEXT.passwordReset) };
}
