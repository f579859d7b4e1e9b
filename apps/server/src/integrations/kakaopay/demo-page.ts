import { formatNumber, formatWon } from '@store/contract';
import { escapeHtml, STORE_NAME } from '../../platform/html';
import { renderStorePage } from '../../platform/store-page';

export const DEMO_PAGE_TITLE = '카카오페이 데모 결제';

/** What the demo page shows of a payment waiting for its approval. */
export interface DemoPagePayment {
  tid: string;
  itemName: string;
  quantity: number;
  totalAmount: number;
}

const actionForm = (tid: string, action: 'approve' | 'cancel', className: string, label: string) =>
  `<form method="post" action="/api/kakaopay/demo/${escapeHtml(tid)}"><input type="hidden" name="action" value="${action}"><button type="submit" class="${className}">${label}</button></form>`;

/**
 * The demo provider's approval page, standing in for KakaoPay's: what is paid and how much, and
 * that no money moves. Without a payment (unknown, used or expired) it says so.
 */
export function renderDemoPaymentPage(payment: DemoPagePayment | null): string {
  const body = payment
    ? `<dl class="summary">
<div><dt>상점</dt><dd>${escapeHtml(STORE_NAME)}</dd></div>
<div><dt>상품</dt><dd>${escapeHtml(payment.itemName)} · ${formatNumber(payment.quantity)}개</dd></div>
<div class="total"><dt>결제 금액</dt><dd>${escapeHtml(formatWon(payment.totalAmount))}</dd></div>
</dl>
<div class="actions">
${actionForm(payment.tid, 'approve', 'pay', '결제하기')}
${actionForm(payment.tid, 'cancel', 'cancel', '취소')}
</div>`
    : `<p class="alert" role="alert">결제 정보를 찾을 수 없거나 이미 처리되었습니다.</p>
<p><a class="link" href="/">${escapeHtml(STORE_NAME)} 홈으로</a></p>`;
  return renderStorePage({
    title: DEMO_PAGE_TITLE,
    body: `<div class="sheet">
<p class="brand">카카오페이</p>
<h1>${DEMO_PAGE_TITLE}</h1>
<p class="note">데모 결제입니다. 실제로 돈이 결제되지 않습니다. 상점에 카카오페이 키가 설정되지 않아 이 화면이 카카오페이 결제창을 대신합니다.</p>
${body}
</div>`,
  });
}
