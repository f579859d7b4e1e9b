import { ORDER_TEXT, type TrackingResult } from '@store/contract';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { TrackingUnavailableError } from '../../integrations/sweettracker/tracker';
import { escapeHtml } from '../../platform/html';
import { renderStorePage } from '../../platform/store-page';

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

// The courier's time, "2026-11-21 09:15:42" in Korea, shown as the store's screens show one.
const COURIER_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;
const shownTime = (timeString: string): string =>
  timeString.replace(COURIER_TIME, '$1.$2.$3 $4:$5');

/** The popup page: Korean, every value escaped, no script, styled by the store's stylesheet. */
export function renderTrackingPage(result: TrackingResult | null, invoice: string): string {
  const rows = (result?.trackingDetails ?? [])
    .map(
      (detail) =>
        `<tr><td class="nowrap">${escapeHtml(shownTime(detail.timeString))}</td><td>${escapeHtml(detail.where)}</td><td>${escapeHtml(detail.kind)}</td><td class="nowrap">${escapeHtml(detail.telno || '-')}</td></tr>`,
    )
    .join('\n');
  const table = `<div class="table-scroll" role="region" aria-label="배송 단계" tabindex="0"><table><thead><tr><th scope="col">시간</th><th scope="col">위치</th><th scope="col">배송 상태</th><th scope="col">연락처</th></tr></thead><tbody>${rows}</tbody></table></div>`;
  const body = result
    ? `<dl class="summary">
<div><dt>택배사</dt><dd>${escapeHtml(result.courierName)}</dd></div>
<div><dt>송장번호</dt><dd>${escapeHtml(result.trackingNumber)}</dd></div>
<div><dt>배송 상태</dt><dd>${result.complete ? '배송 완료' : '배송중'}</dd></div>
</dl>
${rows ? table : '<p>아직 조회된 배송 정보가 없습니다.</p>'}`
    : `<p class="alert" role="alert">${escapeHtml(ORDER_TEXT.trackingUnavailable)}</p>
<p>송장번호: ${escapeHtml(invoice)}</p>`;
  return renderStorePage({
    title: '배송 조회',
    wide: true,
    body: `<div class="sheet">
<h1>배송 조회</h1>
${body}
</div>`,
  });
}
