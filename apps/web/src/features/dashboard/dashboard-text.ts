/** Texts of the administrator's dashboard (DESIGN §18). */
export const DASHBOARD_TEXT = {
  loading: '대시보드를 불러오는 중입니다.',
  loadFailed: '대시보드를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  retry: '다시 시도',
  asOf: (date: string) => `${date} 기준`,
  // Today's work.
  workTitle: '오늘 할 일',
  work: {
    toShip: '결제 완료·배송 준비',
    cancelRequests: '취소 요청',
    returnRequests: '반품 요청',
    returnsToCheck: '반납 확인중',
    overdue: '연체',
    unansweredInquiries: '미답변 문의',
    lowStock: '재고 부족',
  },
  cases: (count: number) => `${count}건`,
  // Sales.
  salesTitle: '매출',
  today: '오늘',
  todayComparedWith: '지난주 같은 요일 대비',
  lastSevenDays: '최근 7일',
  lastSevenDaysComparedWith: '이전 7일 대비',
  item: '항목',
  amount: '금액',
  change: '변화',
  figures: {
    buy: '구매',
    rent: '대여',
    extension: '연장',
    lateFee: '연체료',
    refunds: '환불',
    net: '순매출',
  },
  refundsNote: '환불의 변화는 환불한 금액이 늘거나 줄어든 만큼입니다.',
  // A change from the earlier figure.
  noChange: '-',
  newSales: '신규',
} as const;
