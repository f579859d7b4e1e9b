import type { StatsTable } from './stats.schemas';

/** 구매 and 대여, as the statistics name an order's mode. */
export const STATS_MODE_NAMES = { BUY: '구매', RENT: '대여' } as const;

/** The category row of money no listing can be named for. */
export const STATS_UNCATEGORISED = '분류 없음';

/** The last row of the daily table: the days added up. */
export const STATS_TOTAL_ROW = '합계';

/** Each table's name, as its heading and its CSV file say it. */
export const STATS_TABLE_NAMES: Record<StatsTable, string> = {
  daily: '일별 매출',
  mode: '구매/대여별',
  category: '카테고리별',
  listings: '인기 상품 TOP 10',
  products: '상품별 가동률·연체율',
};

/**
 * Each table's columns, as the screen heads them and the CSV file's first line names them: the
 * same words in both, so a downloaded file reads like the table it came from.
 */
export const STATS_COLUMNS = {
  daily: ['날짜', '구매', '대여', '연장', '연체료', '환불', '순매출', '주문 수'],
  mode: ['구분', '매출', '주문 수', '수량'],
  category: ['카테고리', '매출', '주문 수', '수량'],
  listings: ['순위', '판매번호', '상품명', '카테고리', '매출', '주문 수', '수량'],
  products: [
    '상품번호',
    '브랜드',
    '상품명',
    '카테고리',
    '보유 수량',
    '대여 수량×일',
    '가동률(%)',
    '종료 대여',
    '연체 대여',
    '연체율(%)',
  ],
} as const satisfies Record<StatsTable, readonly string[]>;
