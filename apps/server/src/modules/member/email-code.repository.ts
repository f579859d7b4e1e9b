import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { EmailPurpose } from '@store/contract';
import type { Executor } from '../../db/client';
import { changedOne, firstOrNull } from '../../db/rows';
import { emailCodes, type EmailCodeRow } from '../../db/schema';

const sameEmail = (email: string) => sql`lower(${emailCodes.email}) = lower(${email})`;

/** The code, while it is still open: not verified, spent or expired. */
const isOpen = (id: number, now: Date) =>
  and(
    eq(emailCodes.id, id),
    isNull(emailCodes.verifiedAt),
    isNull(emailCodes.consumedAt),
    gt(emailCodes.expiresAt, now),
  );

export async function findLatestCode(
  executor: Executor,
  email: string,
  purpose?: EmailPurpose,
): Promise<EmailCodeRow | null> {
  return firstOrNull(
    executor
      .select()
      .from(emailCodes)
      .where(and(sameEmail(email), purpose ? eq(emailCodes.purpose, purpose) : undefined))
      .orderBy(desc(emailCodes.insertDttm), desc(emailCodes.id))
      .limit(1),
  );
}

export async function insertCode(
  executor: Executor,
  values: typeof emailCodes.$inferInsert,
): Promise<void> {
  await executor.insert(emailCodes).values(values);
}

/**
 * Takes one try at a code that is still open (not verified, spent or expired, tries left): the
 * conditional update lets no more than `maxTries` callers through, however many come at once.
 */
export async function takeTry(
  executor: Executor,
  id: number,
  now: Date,
  maxTries: number,
): Promise<boolean> {
  return changedOne(
    executor
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(and(isOpen(id, now), sql`${emailCodes.attempts} < ${maxTries}`))
      .returning({ id: emailCodes.id }),
  );
}

/** Marks a code verified (its try already taken), only while it is still open. */
export async function markVerified(executor: Executor, id: number, now: Date): Promise<boolean> {
  return changedOne(
    executor
      .update(emailCodes)
      .set({ verifiedAt: now })
      .where(isOpen(id, now))
      .returning({ id: emailCodes.id }),
  );
}

/**
 * Spends the newest verified, unspent code of this purpose for this e-mail (and member id), verified
 * after `verifiedAfter`. The conditional update lets only one of two concurrent callers succeed.
 */
export async function consumeVerifiedCode(
  executor: Executor,
  filter: {
    email: string;
    purpose: EmailPurpose;
    memberId?: string;
    verifiedAfter: Date;
    now: Date;
  },
): Promise<boolean> {
  const candidate = executor
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(
      and(
        sameEmail(filter.email),
        eq(emailCodes.purpose, filter.purpose),
        filter.memberId
          ? sql`lower(${emailCodes.memberId}) = lower(${filter.memberId})`
          : undefined,
        isNotNull(emailCodes.verifiedAt),
        gt(emailCodes.verifiedAt, filter.verifiedAfter),
        isNull(emailCodes.consumedAt),
      ),
    )
    .orderBy(desc(emailCodes.verifiedAt))
    .limit(1);
  return changedOne(
    executor
      .update(emailCodes)
      .set({ consumedAt: filter.now })
      .where(and(sql`${emailCodes.id} = (${candidate})`, isNull(emailCodes.consumedAt)))
      .returning({ id: emailCodes.id }),
  );
}
