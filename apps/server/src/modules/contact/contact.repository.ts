import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { anyContains, readLargePage, type Paging } from '../../db/paging';
import { countRows } from '../../db/rows';
import { contacts, contactViews, members } from '../../db/schema';
import { countViewOnce } from '../../db/view-counts';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactJoined = { contact: ContactRow; memberId: string };

const joined = (executor: Executor) =>
  executor
    .select({ contact: contacts, memberId: members.memberId })
    .from(contacts)
    .innerJoin(members, eq(members.seq, contacts.memberSeq));

export type ContactScope = 'public' | 'all' | 'deleted';

/** An inquiry waiting for its answer (미답변): not answered and not deleted. */
const isUnanswered = and(eq(contacts.replied, false), eq(contacts.delYn, false));

/** The inquiries waiting for an answer: the dashboard's count of the list `unanswered` keeps. */
export const countUnansweredContacts = (executor: Executor) =>
  countRows(executor, contacts, isUnanswered);

/**
 * Public: visible, undeleted rows. All: everything (administrators). Deleted: deleted rows only.
 * `unanswered` keeps those of them waiting for an answer.
 */
export async function findContactPage(
  executor: Executor,
  query: Paging & { scope: ContactScope; q?: string | undefined; unanswered?: boolean },
) {
  const where = and(
    query.scope === 'public' ? and(eq(contacts.delYn, false), eq(contacts.useYn, true)) : undefined,
    query.scope === 'deleted' ? eq(contacts.delYn, true) : undefined,
    query.unanswered ? isUnanswered : undefined,
    anyContains(query.q, contacts.title, contacts.name, contacts.contactNo),
  );
  return readLargePage(
    executor,
    {
      keys: executor.select({ seq: contacts.seq }).from(contacts).where(where).getSQL(),
      seq: contacts.seq,
      rowsOf: (these) => joined(executor).where(these),
      seqOf: (row) => row.contact.seq,
    },
    query,
  );
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

/**
 * Counts one view per viewer of an inquiry the reader may open: its detail is the author's (while
 * not deleted) and the administrators' only, so anyone else's call counts nothing. Answers the
 * count, or null when the reader may not even see the inquiry (hidden or deleted).
 */
export async function recordContactView(
  executor: Executor,
  seq: number,
  viewerKey: string,
  reader: ContactReader,
): Promise<number | null> {
  const [contact] = await executor
    .select({ view: contacts.view, memberSeq: contacts.memberSeq, delYn: contacts.delYn })
    .from(contacts)
    .where(and(eq(contacts.seq, seq), readableBy(reader)));
  if (!contact) return null;
  const mayOpen = reader.isAdmin || (reader.memberSeq === contact.memberSeq && !contact.delYn);
  if (!mayOpen) return contact.view;
  const viewer = { contactSeq: seq, viewerKey };
  return (await countViewOnce(executor, contactViews, viewer, contacts, seq)) ?? contact.view;
}
