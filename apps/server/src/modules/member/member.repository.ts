import { and, eq, sql } from 'drizzle-orm';
import type { Member } from '@store/contract';
import type { Executor } from '../../db/client';
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
    insertDttm: row.insertDttm.toISOString(),
    updateDttm: row.updateDttm.toISOString(),
  };
}

const sameMemberId = (memberId: string) => sql`lower(${members.memberId}) = lower(${memberId})`;

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
