import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern, pageOffset } from '../../db/paging';
import { contacts, contactViews, members } from '../../db/schema';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactJoined = { contact: ContactRow; memberId: string };

const joined = (executor: Executor) =>
  executor
    .select({ contact: contacts, memberId: members.memberId, total: sql<number>`count(*) over ()` })
    .from(contacts)
    .innerJoin(members, eq(members.seq, contacts.memberSeq));

export type ContactScope = 'public' | 'all' | 'deleted';

/** Public: visible, undeleted rows. All: everything (administrators). Deleted: deleted rows only. */
export async function findContactPage(
  executor: Executor,
  query: { scope: ContactScope; q?: string | undefined; page: number; size: number },
) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    query.scope === 'public' ? and(eq(contacts.delYn, false), eq(contacts.useYn, true)) : undefined,
    query.scope === 'deleted' ? eq(contacts.delYn, true) : undefined,
    pattern
      ? or(
          ilike(contacts.title, pattern),
          ilike(contacts.name, pattern),
          ilike(contacts.contactNo, pattern),
        )
      : undefined,
  );
  const rows = await joined(executor)
    .where(where)
    .orderBy(desc(contacts.seq))
    .limit(query.size)
    .offset(pageOffset(query.page, query.size));
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows[0] && query.page > 1) {
    const [counted] = await joined(executor).where(where).limit(1);
    total = counted ? Number(counted.total) : 0;
  }
  return { rows, total };
}

export async function findContact(executor: Executor, seq: number): Promise<ContactJoined | null> {
  const [row] = await joined(executor).where(eq(contacts.seq, seq)).limit(1);
  return row ? { contact: row.contact, memberId: row.memberId } : null;
}

export async function insertContact(executor: Executor, values: typeof contacts.$inferInsert) {
  await executor.insert(contacts).values(values);
}

export async function updateContact(
  executor: Executor,
  seq: number,
  values: Partial<typeof contacts.$inferInsert>,
) {
  await executor.update(contacts).set(values).where(eq(contacts.seq, seq));
}

/** Who reads an inquiry: hidden and deleted ones are theirs to read only for authors and administrators. */
export interface ContactReader {
  memberSeq: number | null;
  isAdmin: boolean;
}

/** The inquiries a reader may see: visible, undeleted ones, their own, or all for administrators. */
function readableBy(reader: ContactReader) {
  if (reader.isAdmin) return undefined;
  const visible = and(eq(contacts.useYn, true), eq(contacts.delYn, false));
  return reader.memberSeq === null
    ? visible
    : or(visible, eq(contacts.memberSeq, reader.memberSeq));
}

/** Counts one view per viewer of an inquiry the reader may see; answers the count, or null. */
export async function recordContactView(
  executor: Executor,
  seq: number,
  viewerKey: string,
  reader: ContactReader,
): Promise<number | null> {
  const [contact] = await executor
    .select({ view: contacts.view })
    .from(contacts)
    .where(and(eq(contacts.seq, seq), readableBy(reader)));
  if (!contact) return null;
  const inserted = await executor
    .insert(contactViews)
    .values({ contactSeq: seq, viewerKey })
    .onConflictDoNothing()
    .returning({ seq: contactViews.contactSeq });
  if (inserted.length === 0) return contact.view;
  const [updated] = await executor
    .update(contacts)
    .set({ view: sql`${contacts.view} + 1` })
    .where(eq(contacts.seq, seq))
    .returning({ view: contacts.view });
  return updated?.view ?? contact.view;
}
