import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';

/** A product is short of stock at this many units or fewer (the dashboard's 재고 부족). */
export const LOW_STOCK_THRESHOLD = 3;

/**
 * Today's work (DESIGN §18): what waits for an administrator now, each a count of the rows the
 * list it links to shows.
 */
export const dashboardWorkSchema = z.object({
  /** Orders paid or being prepared, not shipped yet (결제 완료, 배송 준비중). */
  toShip: z.number().int(),
  /** Orders whose member asked to cancel (취소 요청). */
  cancelRequests: z.number().int(),
  /** Orders whose member asked to send them back (반품 요청). */
  returnRequests: z.number().int(),
  /** Rentals back at the shop and waiting for their inspection (반납 확인중). */
  returnsToCheck: z.number().int(),
  /** Rentals still out past their end date in Korea time (연체). */
  overdue: z.number().int(),
  /** Inquiries without an answer (미답변 문의). */
  unansweredInquiries: z.number().int(),
  /** Products with LOW_STOCK_THRESHOLD units or fewer (재고 부족). */
  lowStock: z.number().int(),
});
export type DashboardWork = z.infer<typeof dashboardWorkSchema>;

/**
 * Money taken in a span of days, by what it paid for, in won: payments approved in the span
 * (구매 and 대여 by the order lines they paid, 연장, 연체료), the refunds made in it, and what is
 * left (`net` = the four less `refunds`).
 */
export const salesFiguresSchema = z.object({
  buy: z.number().int(),
  rent: z.number().int(),
  extension: z.number().int(),
  lateFee: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const dashboardReplySchema = z.object({
  /** Today in Korea time, `YYYY-MM-DD`. */
  today: z.string(),
  work: dashboardWorkSchema,
  sales: z.object({
    today: salesFiguresSchema,
    /** The same day a week before, to compare today with. */
    sameDayLastWeek: salesFiguresSchema,
    /** Today and the six days before. */
    last7Days: salesFiguresSchema,
    /** The seven days before those. */
    previous7Days: salesFiguresSchema,
  }),
});
export type DashboardReply = z.infer<typeof dashboardReplySchema>;

const endpoint = endpointsTagged('dashboard');

export const dashboardEndpoints = {
  dashboard: endpoint('GET /api/admin/dashboard', 'admin', '관리자 대시보드 (오늘 할 일, 매출)', {
    response: { 200: dashboardReplySchema },
  }),
};
