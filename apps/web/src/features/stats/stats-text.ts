/** Texts of the administrator's statistics (`/chart/list`, DESIGN §18). */
export const STATS_SCREEN_TEXT = {
  loading: '통계를 불러오는 중입니다.',
  loadFailed: '통계를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  retry: '다시 시도',
  // The period picker.
  pickerTitle: '조회 기간',
  from: '시작일',
  to: '종료일',
  search: '조회',
  quickChoices: '빠른 선택',
  period: (from: string, to: string, days: number) => `${from} ~ ${to} (${days}일)`,
  // The period's figures at a glance.
  summary: '기간 합계',
  sales: '매출 (환불 전)',
  refunds: '환불',
  net: '순매출',
  orders: '주문',
  // Charts.
  trendTitle: '매출·주문 추이',
  byCategoryTitle: '카테고리별 매출',
  byModeTitle: '구매/대여별 매출',
  ordersSeries: '주문 수',
  trendLabel: (period: string, net: string, orders: string) =>
    `일별 매출(막대)과 주문 수(선) 그래프, ${period}. 순매출 합계 ${net}, 주문 ${orders}. 날짜별 수치는 일별 매출 표에 있습니다.`,
  byCategoryLabel: (top: string) =>
    `카테고리별 매출 막대 그래프. ${top}. 수치는 카테고리별 표에 있습니다.`,
  byModeLabel: (buy: string, rent: string) =>
    `구매와 대여의 매출 비율 도넛 그래프. 구매 ${buy}, 대여 ${rent}. 수치는 구매/대여별 표에 있습니다.`,
  // Tables.
  csvDownload: (table: string) => `${table} CSV 내려받기`,
  refundsNote: '매출은 결제가 승인된 날, 환불은 환불이 완료된 날에 집계합니다.',
  sharesNote:
    '구매/대여별·카테고리별·인기 상품의 매출은 환불 전 금액입니다. 인수 대금은 구매에, 연장·연체료는 대여에 포함됩니다.',
  productsNote:
    '가동률 = 기간 중 대여된 수량×일 ÷ (기간 일수 × 보유 수량). 연체율 = 기간 중 종료된 대여 가운데 반납 기한을 넘긴 비율.',
  noValue: '—',
  cases: (count: number) => `${count}건`,
  // Nothing to show.
  empty: '이 기간에는 매출과 주문이 없습니다.',
  emptyHint: '기간을 바꿔 다시 조회해보세요.',
  noProducts: '보유 중이거나 이 기간에 대여된 상품이 없습니다.',
} as const;
