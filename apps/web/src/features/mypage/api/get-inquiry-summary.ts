import { ENDPOINTS, type ContactListItem } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';

/** The most pages of the board's search the count reads (10 rows a page). */
const MAX_PAGES = 5;

/** Under the inquiry root, so that every inquiry write (which refreshes `['contact']`) refreshes it. */
export const inquirySummaryQueryKey = (memberId: string, name: string) =>
  ['contact', 'mypage', memberId, name] as const;

export interface InquirySummary {
  total: number;
  waiting: number;
}

/**
 * The member's own inquiries on the board. The board has no "mine" filter: searched by the
 * author's name (which a new inquiry takes from the member), the rows whose author id is theirs
 * (the id is shown only to its author) are theirs. Hidden and deleted ones are not on the board.
 */
async function getInquirySummary({ memberId, name }: SessionUser): Promise<InquirySummary> {
  const mine: ContactListItem[] = [];
  for (let p = 1, totalPages = 1; p <= Math.min(totalPages, MAX_PAGES); p += 1) {
    const page = await apiRequest(ENDPOINTS.contact.list, { query: { q: name, p } });
    totalPages = page.pageInfo.totalPages;
    mine.push(...page.contactList.filter((row) => row.memberNoMemberId === memberId));
  }
  return { total: mine.length, waiting: mine.filter((row) => !row.replied).length };
}

/** How many inquiries the member has written, and how many wait for an answer. */
export const useInquirySummary = (user: SessionUser) =>
  useQuery({
    queryKey: inquirySummaryQueryKey(user.memberId, user.name),
    queryFn: () => getInquirySummary(user),
  });
