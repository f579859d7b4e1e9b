import type { ContactListState } from '@store/contract';

/** Texts of the inquiry screens that the contract's CONTACT_TEXT does not hold. */
export const CONTACT_SCREEN_TEXT = {
  adminListTitle: '문의 관리',
  deletedEmpty: '삭제된 문의가 없습니다.',
  deletedBadge: '삭제됨',
  hiddenBadge: '숨김',
  adminLegend: '빨간 줄은 삭제된 문의, 노란 줄은 숨긴 문의입니다.',
  deletedListLink: '삭제된 문의',
  /** The administrators' filters (`?state=`), as the filter line names them. */
  states: { unanswered: '미답변' } satisfies Record<ContactListState, string>,
  emptyFiltered: '조건에 맞는 문의가 없습니다.',
  loadingList: '문의 목록을 불러오는 중입니다.',
  loadingContact: '문의를 불러오는 중입니다.',
  deleteTitle: '문의 삭제',
  restoreTitle: '문의 복구',
  adminPanel: '관리자',
  visibilityHelp: '끄면 공개 목록에서 숨겨집니다.',
  replyHelp: '비워서 저장하면 답변이 삭제됩니다.',
  replyRequired: '답변 내용을 입력해주세요.',
  replyClearTitle: '답변 삭제',
  replyClearConfirm: '등록된 답변을 삭제하시겠습니까?',
  /** A row's author, views and date under its title, on a phone. */
  stackedFacts: (name: string, views: string, date: string) =>
    `${name} · 조회수 ${views} · ${date}`,
} as const;
