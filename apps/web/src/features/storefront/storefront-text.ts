/** Texts of the legal pages and the administrator's storefront screens (DESIGN §17). */
export const STOREFRONT_SCREEN_TEXT = {
  // The legal pages.
  loadingDocument: '문서를 불러오는 중입니다.',
  effective: (date: string) => `시행일 ${date}`,
  version: (version: number) => `제${version}판`,
  olderVersion: (version: number) =>
    `지금 보고 계신 문서는 이전 판(제${version}판)입니다. 현재 적용되는 판과 다를 수 있습니다.`,
  readCurrent: '현재 판 보기',
  versionsTitle: '판 목록',
  versionItem: (version: number, date: string) => `제${version}판 (시행일 ${date})`,
  currentMark: '현재 적용 중',
  // The administrator's business details.
  loadingInfo: '사업자 정보를 불러오는 중입니다.',
  infoIntro:
    '모든 화면의 아래쪽과 메일에 표시되고, 약관·방침의 {상호} 같은 자리에 채워지는 정보입니다.',
  neverSaved: '아직 저장된 사업자 정보가 없습니다. 모든 항목을 입력하고 저장해주세요.',
  lastSaved: (dateTime: string) => `마지막 저장: ${dateTime}`,
  save: '저장',
  hints: {
    csPhone: '예: 02-1234-5678, 1588-1234',
    csHours: '예: 평일 10:00~18:00 (점심 12:00~13:00, 주말·공휴일 휴무)',
    // The example passes the check digit the form applies (storefront-text.test.ts).
    businessNo: '숫자 10자리. 예: 123-45-67891',
    mailOrderNo: '예: 제2026-서울강남-01234호',
    privacyOfficer: '이름 (필요하면 직책)',
  },
  // The administrator's documents.
  loadingDocuments: '문서 목록을 불러오는 중입니다.',
  documentsCaption: '약관·방침 문서',
  author: '작성자',
  defaultText: '기본 문서',
  edit: '새 판 작성',
  editing: (name: string, version: number) => `${name} 제${version}판 작성`,
  editIntro: (version: number) =>
    `현재 제${version}판을 바탕으로 고칩니다. 게시하면 바로 적용되며, 이전 판은 그대로 보관되어 계속 열람할 수 있습니다.`,
  title: '제목',
  body: '내용',
  bodyHint:
    '한 줄에 "제1조(목적)"처럼 조항만 쓰거나 "#"으로 시작하면 제목, "- "로 시작하면 목록이 됩니다. 빈 줄로 문단을 나눕니다.',
  placeholders: '사업자 정보 자리표시자',
  preview: '미리보기',
  publish: '새 판 게시',
  cancel: '취소',
  readPublic: '공개 화면 보기',
} as const;
