/** Texts of the notification screens that the contract's NOTIFICATION_TEXT does not hold. */
export const NOTIFICATION_SCREEN_TEXT = {
  // The administrator's log.
  listCaption: '알림 발송 내역',
  loadingList: '알림 발송 내역을 불러오는 중입니다.',
  empty: '발송된 알림이 없습니다.',
  emptyFiltered: '조건에 맞는 알림이 없습니다.',
  all: '전체',
  kindLabel: '종류',
  stateLabel: '상태',
  searchWhat: '알림',
  searchPlaceholder: '회원 아이디, 이메일 또는 휴대폰 번호',
  attempts: (count: number) => `시도 ${count}회`,
  none: '-',
  // One message.
  loadingMessage: '알림 내용을 불러오는 중입니다.',
  text: '내용',
  mailPreview: '메일 미리보기',
  resend: '다시 보내기',
  resendTitle: '알림 다시 보내기',
  resendQuestion: '이 알림을 같은 받는 곳으로 다시 보낼까요?',
  close: '닫기',
  // The member's settings.
  loadingSettings: '알림 설정을 불러오는 중입니다.',
  alwaysTitle: '항상 보내드리는 알림',
  always:
    '주문 접수, 결제, 배송, 대여 반납일(D-3·D-1), 연체, 반납 정산, 환불, 문의 답변 안내는 설정과 관계없이 항상 보내드립니다.',
  emailTo: (email: string) => `이메일: ${email}`,
  noEmail: '이메일: 등록된 주소가 없습니다.',
  alimtalkTo: (phone: string) => `알림톡: ${phone} (알림톡 받기를 켜 두신 경우)`,
  noPhone: '알림톡: 등록된 휴대폰 번호가 없습니다.',
  choicesTitle: '선택 알림',
  restock: '재입고 알림',
  restockHelp: '찜한 상품이 다시 입고되면 알려드립니다.',
  alimtalk: '알림톡 받기',
  alimtalkHelp: '주문·대여 안내를 이메일과 함께 카카오톡 알림톡으로도 받습니다.',
  alimtalkNeedsPhone: '휴대폰 번호를 등록하면 알림톡으로도 받을 수 있습니다.',
  modifyMyInfo: '내 정보 수정',
  marketing: '마케팅 정보 수신 동의 (선택)',
  marketingHelp:
    '새 상품, 할인·이벤트 소식을 이메일과 알림톡으로 보내드립니다. 동의는 언제든지 이 화면에서 철회하실 수 있습니다.',
  save: '저장',
} as const;
