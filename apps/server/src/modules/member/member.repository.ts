import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { normaliseMemberId, toKoreaIso, type Member } from '@store/contract';
import type { Executor } from '../../db/client';
import { containsPattern, pageOffset } from '../../db/paging';
import { members, type MemberRow, type NewMemberRow } from '../../db/schema';

export function toMember(row: MemberRow): Member {
  return {
    seq: row.seq,
    memberNo: row.memberNo,
    memberId: row.memberId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    birthDate: row.birthDate,
    postCode: row.postCode,
    addr: row.addr,
    addrDetail: row.addrDetail,
    useYn: row.useYn,
    delYn: row.delYn,
    roles: row.roles.split(',').filter(Boolean),
    insertDttm: toKoreaIso(row.insertDttm),
    updateDttm: toKoreaIso(row.updateDttm),
  };
}

/**
 * Stored ids are ASCII, where the database's lower() and the normaliser agree; the typed id is
 * normalised here rather than by lower(), which folds some letters that are not ASCII (U+0130)
 * into ASCII ones and so would find a member under an id the limiter counts apart.
 */
const sameMemberId = (memberId: string) =>
  sql`lower(${members.memberId}) = ${normaliseMemberId(memberId)}`;

export async function findMemberRowByMemberId(
  executor: Executor,
  memberId: string,
): Promise<MemberRow | null> {
  const [row] = await executor.select().from(members).where(sameMemberId(memberId)).limit(1);
  return row ?? null;
}

export async function findActiveMemberRowByMemberId(
  executor: Executor,
  memberId: string,
): Promise<MemberRow | null> {
  const [row] = await executor
    .select()
    .from(members)
    .where(and(sameMemberId(memberId), eq(members.delYn, false)))
    .limit(1);
  return row ?? null;
}

export async function findMemberRowBySeq(
  executor: Executor,
  seq: number,
): Promise<MemberRow | null> {
  const [row] = await executor.select().from(members).where(eq(members.seq, seq)).limit(1);
  return row ?? null;
}

export async function insertMember(executor: Executor, values: NewMemberRow): Promise<MemberRow> {
  const [row] = await executor.insert(members).values(values).returning();
  if (!row) throw new Error('member insert returned no row');
  return row;
}

export async function updateMemberRow(
  executor: Executor,
  seq: number,
  values: Partial<NewMemberRow>,
): Promise<MemberRow | null> {
  const [row] = await executor.update(members).set(values).where(eq(members.seq, seq)).returning();
  return row ?? null;
}

export async function memberIdExists(executor: Executor, memberId: string): Promise<boolean> {
  const [row] = await executor
    .select({ seq: members.seq })
    .from(members)
    .where(sameMemberId(memberId))
    .limit(1);
  return Boolean(row);
}

/** Whether an active member other than `exceptSeq` already uses this e-mail. */
export async function emailInUse(
  executor: Executor,
  email: string,
  exceptSeq?: number,
): Promise<boolean> {
  const [row] = await executor
    .select({ seq: members.seq })
    .from(members)
    .where(
      and(
        sql`lower(${members.email}) = lower(${email})`,
        eq(members.delYn, false),
        exceptSeq === undefined ? undefined : ne(members.seq, exceptSeq),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Every member, newest first, searched by id, name, e-mail, phone or member number. */
export async function findMemberPage(
  executor: Executor,
  query: { q?: string | undefined; page: number; size: number },
) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = pattern
    ? or(
        ilike(members.memberId, pattern),
        ilike(members.name, pattern),
        ilike(members.email, pattern),
        ilike(members.phone, pattern),
        ilike(members.memberNo, pattern),
      )
    : undefined;
  const rows = await executor
    .select({ member: members, total: sql<number>`count(*) over ()` })
    .from(members)
    .where(where)
    .orderBy(desc(members.seq))
    .limit(query.size)
    .offset(pageOffset(query.page, query.size));
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows[0] && query.page > 1) {
    const [counted] = await executor.select({ total: count() }).from(members).where(where);
    total = counted?.total ?? 0;
  }
  return { members: rows.map((row) => toMember(row.member)), total };
}
