import { and, desc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  WITHDRAWAL_BLOCKING_ORDER_STATES,
  WITHDRAWAL_BLOCKING_RENTAL_STATES,
  normaliseMemberId,
  type Member,
} from '@store/contract';
import type { Executor } from '../../db/client';
import { anyContains, contains, eachNewestOf, readLargePage, type Paging } from '../../db/paging';
import { firstOrNull, hasRow, koreaTimes } from '../../db/rows';
import { hasPiecesOf } from '../../db/search-grams';
import {
  members,
  orders,
  rentalSettlements,
  rentals,
  type MemberRow,
  type NewMemberRow,
} from '../../db/schema';

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
    ...koreaTimes(row),
  };
}

type Profile = Pick<
  NewMemberRow,
  'name' | 'phone' | 'birthDate' | 'postCode' | 'addr' | 'addrDetail'
>;

/** The profile columns a member form carries (the e-mail is another matter: it takes a code). */
export const profileOf = (body: Profile): Profile => ({
  name: body.name,
  phone: body.phone,
  birthDate: body.birthDate,
  postCode: body.postCode,
  addr: body.addr,
  addrDetail: body.addrDetail,
});

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
  return firstOrNull(executor.select().from(members).where(sameMemberId(memberId)).limit(1));
}

export async function findActiveMemberRowByMemberId(
  executor: Executor,
  memberId: string,
): Promise<MemberRow | null> {
  return firstOrNull(
    executor
      .select()
      .from(members)
      .where(and(sameMemberId(memberId), eq(members.delYn, false)))
      .limit(1),
  );
}

export async function findMemberRowBySeq(
  executor: Executor,
  seq: number,
): Promise<MemberRow | null> {
  return firstOrNull(executor.select().from(members).where(eq(members.seq, seq)).limit(1));
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
  return firstOrNull(executor.update(members).set(values).where(eq(members.seq, seq)).returning());
}

export const memberIdExists = (executor: Executor, memberId: string): Promise<boolean> =>
  hasRow(
    executor.select({ seq: members.seq }).from(members).where(sameMemberId(memberId)).limit(1),
  );

/** Whether an active member other than `exceptSeq` already uses this e-mail. */
export async function emailInUse(
  executor: Executor,
  email: string,
  exceptSeq?: number,
): Promise<boolean> {
  return hasRow(
    executor
      .select({ seq: members.seq })
      .from(members)
      .where(
        and(
          sql`lower(${members.email}) = lower(${email})`,
          eq(members.delYn, false),
          exceptSeq === undefined ? undefined : ne(members.seq, exceptSeq),
        ),
      )
      .limit(1),
  );
}

/** Whether the member has an order or a rental still under way (the contract's blocking states). */
export async function hasOrderOrRentalUnderWay(
  executor: Executor,
  memberSeq: number,
): Promise<boolean> {
  const order = executor
    .select({ seq: orders.seq })
    .from(orders)
    .where(
      and(
        eq(orders.memberSeq, memberSeq),
        inArray(orders.state, [...WITHDRAWAL_BLOCKING_ORDER_STATES]),
      ),
    )
    .limit(1);
  const rental = executor
    .select({ seq: rentals.seq })
    .from(rentals)
    .where(
      and(
        eq(rentals.memberSeq, memberSeq),
        inArray(rentals.state, [...WITHDRAWAL_BLOCKING_RENTAL_STATES]),
      ),
    )
    .limit(1);
  return (await hasRow(order)) || hasRow(rental);
}

/** Whether a settlement of the member's rentals left a balance they owe and have not paid. */
export const owesSettlement = (executor: Executor, memberSeq: number): Promise<boolean> =>
  hasRow(
    executor
      .select({ seq: rentalSettlements.seq })
      .from(rentalSettlements)
      .innerJoin(rentals, eq(rentals.seq, rentalSettlements.rentalSeq))
      .where(
        and(
          eq(rentals.memberSeq, memberSeq),
          lt(rentalSettlements.balance, 0),
          isNull(rentalSettlements.paymentSeq),
        ),
      )
      .limit(1),
  );

/** How many of the newest members a search reads first, to tell a common word from a rare one. */
const SEARCH_SAMPLE_ROWS = 1_000;
/** A word in at least this many of the sample is common: its search walks `search_line`'s index. */
const COMMON_IN_SAMPLE = 100;

/**
 * Members searched by id, name, e-mail, phone or member number. A common word (a surname: 김 is
 * in one member of five) is found by walking the index of `search_line` (the five fields, one a
 * line; migration 0019) newest first: no table rows are read, and a page or a count stops as soon
 * as it has its members. A rarer word would walk most of that index for a few members: its
 * candidates come from the pieces of the word (search_grams, migration 0016), kept when a field
 * truly contains it. The sample (the newest members' lines, from the same index) tells which.
 */
export async function memberSearch(
  executor: Executor,
  q: string | undefined,
): Promise<SQL | undefined> {
  if (!q) return undefined;
  // A line break would match across two fields of the line.
  if (!q.includes('\n')) {
    const newest = executor
      .select({ line: members.searchLine })
      .from(members)
      .orderBy(desc(members.seq))
      .limit(SEARCH_SAMPLE_ROWS)
      .as('newest');
    const [sample] = await executor
      .select({ found: sql<number>`count(*)::int` })
      .from(newest)
      .where(contains(newest.line, q));
    if ((sample?.found ?? 0) >= COMMON_IN_SAMPLE) return contains(members.searchLine, q);
  }
  return and(
    hasPiecesOf(members.searchGrams, q),
    anyContains(q, members.memberId, members.name, members.email, members.phone, members.memberNo),
  );
}

/** The members' list: whole rows under a condition, keyed by seq. */
const memberList = (executor: Executor) => ({
  seq: members.seq,
  rowsOf: (where: SQL | undefined) => executor.select().from(members).where(where),
  seqOf: (row: MemberRow) => row.seq,
});

/** Every member of the search, newest first, a batch at a time: the list's rows, for its CSV. */
export async function* eachMemberOf(executor: Executor, q: string | undefined, size?: number) {
  const found = await memberSearch(executor, q);
  for await (const batch of eachNewestOf(memberList(executor), found, size))
    yield batch.map(toMember);
}

/** Every member, newest first, searched by id, name, e-mail, phone or member number. */
export async function findMemberPage(
  executor: Executor,
  query: Paging & { q?: string | undefined },
) {
  const { rows, ...total } = await readLargePage(
    executor,
    {
      ...memberList(executor),
      keys: executor
        .select({ seq: members.seq })
        .from(members)
        .where(await memberSearch(executor, query.q))
        .getSQL(),
    },
    query,
  );
  return { rows: rows.map(toMember), ...total };
}
