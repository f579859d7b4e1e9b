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
import { getShopInfo } from '../storefront/storefront.service';
import {
  consumeVerifiedCode,
  findLatestCode,
  insertCode,
  markVerified,
  takeTry,
} from './email-code.repository';

/** One new code per address per minute. */
const RESEND_INTERVAL_MS = 60 * 1000;
/** A verified code must be spent (sign-up, reset) within this time. */
const VERIFIED_CODE_LIFETIME_MS = 30 * 60 * 1000;
/** Code requests per client address and per e-mail; code checks per client address. */
const REQUEST_RULE = { limit: 10, windowSeconds: 10 * 60 };
const REQUEST_PER_EMAIL_RULE = { limit: 5, windowSeconds: 10 * 60 };
const CHECK_RULE = { limit: 30, windowSeconds: 10 * 60 };

function hashCode(ctx: AppContext, email: string, code: string): string {
  return createHmac('sha256', ctx.secret).update(`${email.toLowerCase()}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Sends a fresh 6-digit code (from a cryptographic source) to `email`. The request is counted per
 * client address and per e-mail before `admit` looks the e-mail up (free for sign-up, the member's
 * for a reset) and throws what the caller must say, so that answer cannot be asked for at will.
 * `admit` answers the member id the code is for, if any.
 */
export async function sendCode(
  ctx: AppContext,
  input: { email: string; purpose: EmailPurpose; clientIp: string },
  admit: () => Promise<{ memberId: string | null }>,
) {
  const [perAddress, perEmail] = await Promise.all([
    ctx.limiter.hit(`code-request:${input.clientIp}`, REQUEST_RULE),
    ctx.limiter.hit(`code-request-email:${input.email.toLowerCase()}`, REQUEST_PER_EMAIL_RULE),
  ]);
  if (!perAddress.allowed || !perEmail.allowed) throw new AppError('CODE_RATE_LIMITED');
  const { memberId } = await admit();
  const now = ctx.clock.now();
  const latest = await findLatestCode(ctx.db, input.email);
  if (latest && now.getTime() - latest.insertDttm.getTime() < RESEND_INTERVAL_MS) {
    throw new AppError('CODE_TOO_SOON');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertCode(ctx.db, {
    purpose: input.purpose,
    email: input.email,
    memberId,
    codeHash: hashCode(ctx, input.email, code),
    expiresAt: new Date(now.getTime() + EMAIL_CODE_LIFETIME_SECONDS * 1000),
    insertDttm: now,
  });
  const shop = await getShopInfo(ctx);
  try {
    await ctx.mailer.send(
      verificationCodeMail(
        input.email,
        code,
        input.purpose,
        EMAIL_CODE_LIFETIME_SECONDS / 60,
        shop,
      ),
    );
  } catch {
    throw new AppError('MAIL_FAILED');
  }
  return { message: success(MEMBER_TEXT.codeSent) };
}

/**
 * Checks a code: 5 minutes to enter it, 5 tries, a used code is refused. The try is taken (counted)
 * before the code is compared, so parallel guesses get no more than 5 between them.
 */
export async function verifyCode(
  ctx: AppContext,
  input: { email: string; code: string; purpose: EmailPurpose; clientIp: string },
) {
  const now = ctx.clock.now();
  const perAddress = await ctx.limiter.hit(`code-check:${input.clientIp}`, CHECK_RULE);
  if (!perAddress.allowed) throw new AppError('CODE_RATE_LIMITED');
  const latest = await findLatestCode(ctx.db, input.email, input.purpose);
  if (!latest || !(await takeTry(ctx.db, latest.id, now, EMAIL_CODE_MAX_TRIES))) {
    throw new AppError('CODE_INVALID');
  }
  if (!sameHash(latest.codeHash, hashCode(ctx, input.email, input.code))) {
    throw new AppError('CODE_INVALID');
  }
  if (!(await markVerified(ctx.db, latest.id, now))) throw new AppError('CODE_INVALID');
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
