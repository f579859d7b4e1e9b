import { ORDER_TEXT, type TrackingResult } from '@store/contract';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { TrackingUnavailableError } from '../../integrations/sweettracker/tracker';
import { escapeHtml } from '../../platform/html';

/** Lookups per client address: the tracking calls are public and cost provider quota. */
const TRACKING_RULE = { limit: 60, windowSeconds: 60 };

export async function track(
  ctx: AppContext,
  query: { t_code: string; t_invoice: string },
  clientIp: string,
): Promise<TrackingResult> {
  if (!(await ctx.limiter.hit(`tracking:${clientIp}`, TRACKING_RULE)).allowed)
    throw new AppError('TOO_MANY_REQUESTS');
  try {
    return await ctx.tracker.track(query.t_code, query.t_invoice);
  } catch (error) {
    if (error instanceof TrackingUnavailableError) {
      throw new AppError(error.unknownParcel ? 'TRACKING_NOT_FOUND' : 'TRACKING_UNAVAILABLE');
    }
    throw error;
  }
}

/** The popup page: every value escaped, no script. */
export function renderTrackingPage(result: TrackingResult | null, invoice: string): string {
  const rows = (result?.trackingDetails ?? [])
    .map(
      (detail) =>
        `<tr><td>${escapeHtml(detail.timeString)}</td><td>${escapeHtml(detail.where)}</td><td>${escapeHtml(detail.kind)}</td><td>${escapeHtml(detail.telno)}</td></tr>`,
    )
    .join('\n');
  const body = result
    ? `<p class="summary"><strong>${escapeHtml(result.courierName)}</strong> · 송장번호 ${escapeHtml(result.trackingNumber)} · ${result.complete ? '배송완료' : '배송중'}</p>
${rows ? `<table><thead><tr><th scope="col">시간</th><th scope="col">위치</th><th scope="col">상태</th><th scope="col">연락처</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>아직 조회된 배송 정보가 없습니다.</p>'}`
    : `<p role="alert">${ORDER_TEXT.trackingUnavailable}</p><p>송장번호: ${escapeHtml(invoice)}</p>`;
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>배송 조회</title>
<style>body{font-family:system-ui,'Malgun Gothic','Apple SD Gothic Neo',sans-serif;margin:1.5rem;color:#212529}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #dee2e6;padding:.5rem;text-align:left;font-size:.95rem}
th{background:#f8f9fa}.summary{font-size:1.05rem}</style></head>
<body><h1>배송 조회</h1>
${body}
</body></html>`;
}
