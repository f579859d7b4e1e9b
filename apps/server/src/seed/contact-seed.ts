import { nextBusinessNo } from '../db/business-no';
import { contacts } from '../db/schema';
import type { AppContext } from '../platform/context';
import { findDemoMembers } from './demo-members';

const DAY = 24 * 60 * 60 * 1000;

const INQUIRIES = [
  {
    title: '대여 기간 연장은 몇 번까지 가능한가요?',
    content: '캠핑 텐트를 30일 대여 중인데 한 번 더 연장하고 싶습니다. 연장 횟수 제한이 있나요?',
    reply:
      '연장 횟수 제한은 없습니다. 마이페이지 > 대여현황에서 10일부터 180일까지 연장하실 수 있습니다.',
  },
  {
    title: '반납 회수는 언제 오나요?',
    content: '어제 반납 신청을 했는데 기사님 방문 일정이 궁금합니다.',
    reply: '반납 신청 후 영업일 기준 1~2일 안에 택배 기사님이 방문합니다. 문 앞에 두셔도 됩니다.',
  },
  {
    title: '유모차 색상 선택이 가능한가요?',
    content: '부가부 폭스5 대여를 생각 중인데 블랙 색상으로 받을 수 있을까요?',
    reply: null,
  },
  {
    title: '세금계산서 발행 문의',
    content: '법인 명의로 결제했는데 세금계산서 발행이 가능한지 궁금합니다.',
    reply: null,
  },
  {
    title: '[숨김] 개인 연락처가 포함된 문의',
    content: '연락처 010-0000-0000 으로 연락 부탁드립니다.',
    reply: null,
    hidden: true,
  },
  {
    title: '[삭제] 중복으로 작성한 문의',
    content: '같은 내용을 두 번 작성했습니다.',
    reply: null,
    deleted: true,
  },
] as const;

/** Inquiries of the demo members: answered and unanswered, one hidden, one deleted. */
export async function seedContacts(ctx: AppContext): Promise<void> {
  const authors = await findDemoMembers(ctx);
  if (authors.length === 0) return;
  const now = ctx.clock.now().getTime();
  for (const [index, inquiry] of INQUIRIES.entries()) {
    const author = authors[index % authors.length]!;
    const at = new Date(now - (INQUIRIES.length - index) * 2 * DAY);
    await ctx.db.insert(contacts).values({
      contactNo: await nextBusinessNo(ctx.db, 'CO', at),
      memberSeq: author.seq,
      title: inquiry.title,
      content: inquiry.content,
      name: author.name,
      reply: inquiry.reply,
      replied: inquiry.reply !== null,
      view: 3 + index * 4,
      useYn: !('hidden' in inquiry),
      delYn: 'deleted' in inquiry,
      insertDttm: at,
      updateDttm: at,
    });
  }
}
