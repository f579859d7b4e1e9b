import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_CODE_LIFETIME_SECONDS,
  EMAIL_CODE_MAX_TRIES,
  MEMBER_TEXT,
  success,
  type EmailPurpose,
} from '@store/contract';
import type { Executor } from '../../db/client';
import { verificationCodeMail } from '../../integrations/mail/templates';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import {
  consumeVerifiedCode,
  countWrongTry,
  findLatestCode,
  insertCode,
  markVerified,
} from './email-code.repository';

/** One new code per address per minute. */
const RESEND_INTERVAL_MS = 60 * 1000;
/** A verified code must be spent (sign-up, reset) within this time. */
const VERIFIED_CODE_LIFETIME_MS = 30 * 60 * 1000;
/** Per client address: code requests and code checks. */
const REQUEST_RULE = { limit: 10, windowSeconds: 10 * 60 };
const CHECK_RULE = { limit: 30, windowSeconds: 10 * 60 };

function hashCode(ctx: AppContext, email: string, code: string): string {
  return createHmac('sha256', ctx.secret).update(`${email.toLowerCase()}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Sends a fresh 6-digit code (from a cryptographic source) to `email`. */
export async function sendCode(
  ctx: AppContext,
  input: { email: string; purpose: EmailPurpose; memberId?: string | null; clientIp: string },
) {
  const now = ctx.clock.now();
  const perAddress = await ctx.limiter.hit(`code-request:${input.clientIp}`, REQUEST_RULE);
  if (!perAddress.allowed) throw new AppError('CODE_RATE_LIMITED');
  const latest = await findLatestCode(ctx.db, input.email);
  if (latest && now.getTime() - latest.insertDttm.getTime() < RESEND_INTERVAL_MS) {
    throw new AppError('CODE_TOO_SOON');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertCode(ctx.db, {
    purpose: input.purpose,
    email: input.email,
    memberId: input.memberId ?? null,
    codeHash: hashCode(ctx, input.email, code),
    expiresAt: new Date(now.getTime() + EMAIL_CODE_LIFETIME_SECONDS * 1000),
    insertDttm: now,
  });
  try {
    await ctx.mailer.send(
      verificationCodeMail(input.email, code, input.purpose, EMAIL_CODE_LIFETIME_SECONDS / 60),
    );
  } catch {
    throw new AppError('MAIL_FAILED');
  }
  return { message: success(MEMBER_TEXT.codeSent) };
}

/** Checks a code: 5 minutes to enter it, 5 wrong tries lock it, a used code is refused. */
export async function verifyCode(
  ctx: AppContext,
  input: { email: string; code: string; purpose: EmailPurpose; clientIp: string },
) {
  const now = ctx.clock.now();
  const perAddress = await ctx.limiter.hit(`code-check:${input.clientIp}`, CHECK_RULE);
  if (!perAddress.allowed) throw new AppError('CODE_RATE_LIMITED');
  const latest = await findLatestCode(ctx.db, input.email, input.purpose);
  const isOpen =
    latest &&
    !latest.consumedAt &&
    !latest.verifiedAt &&
    latest.expiresAt > now &&
    latest.attempts < EMAIL_CODE_MAX_TRIES;
  if (!latest || !isOpen) throw new AppError('CODE_INVALID');
  if (!sameHash(latest.codeHash, hashCode(ctx, input.email, input.code))) {
    await countWrongTry(ctx.db, latest.id);
    throw new AppError('CODE_INVALID');
  }
  if (!(await markVerified(ctx.db, latest.id, now, EMAIL_CODE_MAX_TRIES))) {
    throw new AppError('CODE_INVALID');
  }
  return { message: success(MEMBER_TEXT.codeVerified) };
}

/** Spends a verified code inside the caller's transaction; refuses when there is none. */
export async function spendVerifiedCode(
  ctx: AppContext,
  executor: Executor,
  input: { email: string; purpose: EmailPurpose; memberId?: string },
): Promise<void> {
  const now = ctx.clock.now();
  const spent = await consumeVerifiedCode(executor, {
    ...input,
    now,
    verifiedAfter: new Date(now.getTime() - VERIFIED_CODE_LIFETIME_MS),
  });
  if (!spent) throw new AppError('EMAIL_NOT_VERIFIED');
}
