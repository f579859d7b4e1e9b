import { createHash } from 'node:crypto';
import {
  formatKoreaDateTime,
  CONTACT_TEXT,
  isNoReply,
  success,
  type Contact,
  type ContactListItem,
  type ContactListState,
  type ContactModifyBody,
} from '@store/contract';
import { nextBusinessNo } from '../../db/business-no';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { koreaTimes } from '../../db/rows';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { readListPage } from '../../platform/list-page';
import type { Principal } from '../../plugins/auth';
import { notify } from '../notification/notification.service';
import * as repository from './contact.repository';
import type { ContactJoined, ContactScope } from './contact.repository';

const isAuthor = (row: ContactJoined, principal: Principal | null) =>
  principal?.seq === row.contact.memberSeq;

function toContact(row: ContactJoined, principal: Principal | null): Contact {
  const { contact } = row;
  return {
    seq: contact.seq,
    contactNo: contact.contactNo,
    title: contact.title,
    content: contact.content,
    name: contact.name,
    // Another member's login id is never shown: only to the author and administrators.
    memberNoMemberId:
      principal && (principal.isAdmin || isAuthor(row, principal)) ? row.memberId : null,
    reply: contact.replied ? contact.reply : null,
    replied: contact.replied,
    view: contact.view,
    useYn: contact.useYn,
    delYn: contact.delYn,
    ...koreaTimes(contact),
  };
}

const toListItem = (row: ContactJoined, principal: Principal | null): ContactListItem => {
  const { content: _content, reply: _reply, ...item } = toContact(row, principal);
  return item;
};

async function page(
  ctx: AppContext,
  principal: Principal | null,
  filter: { scope: ContactScope; q: string | undefined; unanswered?: boolean },
  p: number,
) {
  const { rows, pageInfo } = await readListPage(p, (paging) =>
    // The public board on the shop's pool; administrators' views on the reports'.
    repository.findContactPage(filter.scope === 'public' ? ctx.db : ctx.reports, {
      ...paging,
      ...filter,
    }),
  );
  return { rows: rows.map((row) => toListItem(row, principal)), pageInfo };
}

/**
 * The board: visible rows for everyone; `isAdmin=true` shows administrators every row, or with
 * `state=unanswered` those waiting for an answer (the contract takes `state` with `isAdmin` only).
 */
export async function listContacts(
  ctx: AppContext,
  principal: Principal | null,
  query: {
    q?: string | undefined;
    p: number;
    isAdmin?: boolean | undefined;
    state?: ContactListState | undefined;
  },
) {
  if (query.isAdmin) {
    if (!principal) throw new AppError('UNAUTHORIZED');
    if (!principal.isAdmin) throw new AppError('FORBIDDEN');
  }
  const filter = query.isAdmin
    ? { scope: 'all' as const, q: query.q, unanswered: query.state === 'unanswered' }
    : { scope: 'public' as const, q: query.q };
  const { rows, pageInfo } = await page(ctx, principal, filter, query.p);
  return { contactList: rows, pageInfo };
}

/** The dashboard's 미답변 문의: as many as the administrators' list with `state=unanswered` holds. */
export const countUnansweredContacts = (executor: Executor): Promise<number> =>
  repository.countUnansweredContacts(executor);

export async function listDeletedContacts(
  ctx: AppContext,
  principal: Principal,
  query: { q?: string | undefined; p: number },
) {
  const { rows, pageInfo } = await page(ctx, principal, { scope: 'deleted', q: query.q }, query.p);
  return { contactDeletedList: rows, pageInfo };
}

export async function addContact(
  ctx: AppContext,
  principal: Principal,
  body: { title: string; content: string },
) {
  await repository.insertContact(ctx.db, {
    contactNo: await nextBusinessNo(ctx.db, 'CO', ctx.clock.now()),
    memberSeq: principal.seq,
    title: body.title,
    content: body.content,
    name: principal.name,
  });
  return { message: success(CONTACT_TEXT.added) };
}

/**
 * A view counted once per reader who may open the detail (its author, administrators); anyone
 * else is answered the count and counts nothing, as the detail refuses them. A hidden or deleted
 * inquiry does not exist but for its author and administrators.
 */
export async function countView(
  ctx: AppContext,
  principal: Principal | null,
  seq: number,
  viewerKey: string,
) {
  const view = await repository.recordContactView(ctx.db, seq, viewerKey, {
    memberSeq: principal?.seq ?? null,
    isAdmin: principal?.isAdmin ?? false,
  });
  if (view === null) throw new AppError('CONTACT_NOT_FOUND');
  return { seq, view };
}

async function requireContact(ctx: AppContext, seq: number) {
  const row = await repository.findContact(ctx.db, seq);
  if (!row) throw new AppError('CONTACT_NOT_FOUND');
  return row;
}

/** The author or an administrator; a deleted inquiry only through the deleted detail. */
export async function getContact(ctx: AppContext, principal: Principal, seq: number) {
  const row = await requireContact(ctx, seq);
  if (!principal.isAdmin && !isAuthor(row, principal)) throw new AppError('CONTACT_OWN_ONLY');
  if (row.contact.delYn && !principal.isAdmin) throw new AppError('CONTACT_NOT_FOUND');
  return toContact(row, principal);
}

export async function getDeletedContact(ctx: AppContext, principal: Principal, seq: number) {
  const row = await requireContact(ctx, seq);
  if (!row.contact.delYn) throw new AppError('WRONG_ACCESS');
  return toContact(row, principal);
}

/** The author edits title, content and name; an administrator may also hide or show it. */
export async function modifyContact(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  body: ContactModifyBody,
) {
  const row = await requireContact(ctx, seq);
  const author = isAuthor(row, principal);
  if (!author && !principal.isAdmin) throw new AppError('CONTACT_OWN_ONLY');
  if (row.contact.delYn) throw new AppError('CONTACT_NOT_FOUND');
  const changes = {
    ...(author ? { title: body.title, content: body.content, name: body.name } : {}),
    ...(principal.isAdmin && body.useYn !== undefined ? { useYn: body.useYn } : {}),
  };
  // An administrator may show or hide another member's inquiry, never rewrite it.
  if (Object.keys(changes).length === 0) throw new AppError('CONTACT_OWN_ONLY');
  await repository.updateContact(ctx.db, seq, changes);
  return { message: success(CONTACT_TEXT.modified) };
}

export async function setVisibility(ctx: AppContext, seq: number, useYn: boolean) {
  await requireContact(ctx, seq);
  await repository.updateContact(ctx.db, seq, { useYn });
  return { message: success(useYn ? CONTACT_TEXT.shown : CONTACT_TEXT.hidden) };
}

/** Saving a reply sets `replied`; clearing it (or saving the no-answer text) resets it. */
export async function replyToContact(
  ctx: AppContext,
  seq: number,
  reply: string | null | undefined,
) {
  const row = await requireContact(ctx, seq);
  const cleared = isNoReply(reply);
  const text = cleared ? null : reply!.trim();
  await inTransaction(ctx.db, async (tx) => {
    await repository.updateContact(tx, seq, { reply: text, replied: !cleared });
    // The author hears of each new answer once (saving the same answer again tells nothing).
    if (text === null || text === row.contact.reply) return;
    const answer = createHash('sha256').update(text).digest('hex').slice(0, 16);
    await notify(tx, ctx, row.contact.memberSeq, `contact:${seq}:reply:${answer}`, {
      kind: 'CONTACT_REPLIED',
      contactSeq: seq,
      title: row.contact.title,
      repliedAt: formatKoreaDateTime(ctx.clock.now()),
    });
  });
  return { message: success(cleared ? CONTACT_TEXT.replyCleared : CONTACT_TEXT.replied) };
}

export async function deleteContact(ctx: AppContext, principal: Principal, seq: number) {
  const row = await requireContact(ctx, seq);
  if (!principal.isAdmin && !isAuthor(row, principal)) throw new AppError('CONTACT_OWN_ONLY');
  if (row.contact.delYn) throw new AppError('CONTACT_NOT_FOUND');
  await repository.updateContact(ctx.db, seq, { delYn: true });
  return { message: success(CONTACT_TEXT.deleted) };
}

export async function restoreContact(ctx: AppContext, seq: number) {
  const row = await requireContact(ctx, seq);
  if (!row.contact.delYn) throw new AppError('WRONG_ACCESS');
  await repository.updateContact(ctx.db, seq, { delYn: false });
  return { message: success(CONTACT_TEXT.restored) };
}
