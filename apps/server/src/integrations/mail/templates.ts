import { withParticle, type EmailPurpose, type ShopInfo } from '@store/contract';
import type { MailMessage } from './mailer';
import { STORE_NAME, escapeHtml } from '../../platform/html';

/** What a mail's footer names of the shop (DESIGN §17). */
export type ShopFooter = Pick<
  ShopInfo,
  'companyName' | 'ceoName' | 'businessNo' | 'businessAddress' | 'csPhone' | 'csHours' | 'email'
>;

/**
 * The shop's business details as the last lines of every mail: 상호, 대표자, 사업자등록번호, 주소,
 * 고객센터. A detail not registered yet is left out rather than shown blank.
 */
export function shopFooterLines(shop: ShopFooter): string[] {
  const line = (...parts: (string | false)[]) => parts.filter(Boolean).join(' | ');
  const hours = shop.csHours && ` (${shop.csHours})`;
  return [
    line(
      shop.companyName,
      Boolean(shop.ceoName) && `대표자 ${shop.ceoName}`,
      Boolean(shop.businessNo) && `사업자등록번호 ${shop.businessNo}`,
    ),
    line(Boolean(shop.businessAddress) && `주소 ${shop.businessAddress}`),
    line(
      Boolean(shop.csPhone) && `고객센터 ${shop.csPhone}${hours}`,
      Boolean(shop.email) && shop.email,
    ),
  ].filter((text) => text !== '');
}

export const shopFooterText = (shop: ShopFooter): string => shopFooterLines(shop).join('\n');

export const shopFooterHtml = (shop: ShopFooter, style: string): string =>
  `<div style="${style}">${shopFooterLines(shop).map(escapeHtml).join('<br>')}</div>`;

export function verificationCodeMail(
  to: string,
  code: string,
  purpose: EmailPurpose,
  minutes: number,
  shop: ShopFooter,
): MailMessage {
  const what = purpose === 'SIGNUP' ? '회원가입' : '비밀번호 찾기';
  // 회원가입을, 비밀번호 찾기를: the particle follows the last syllable.
  const forWhat = `${withParticle(what, '을/를')} 위한`;
  const subject = `[${STORE_NAME}] ${what} 이메일 인증번호 안내`;
  const text = [
    `안녕하세요, ${STORE_NAME}입니다.`,
    '',
    `${forWhat} 인증번호는 ${code} 입니다.`,
    `인증번호는 ${minutes}분 동안 유효합니다. 본인이 요청하지 않았다면 이 메일을 무시해주세요.`,
    '',
    '--',
    shopFooterText(shop),
  ].join('\n');
  const html = `<p>안녕하세요, ${STORE_NAME}입니다.</p>
<p>${escapeHtml(forWhat)} 인증번호는 <strong style="font-size:20px;letter-spacing:4px">${escapeHtml(code)}</strong> 입니다.</p>
<p>인증번호는 ${minutes}분 동안 유효합니다. 본인이 요청하지 않았다면 이 메일을 무시해주세요.</p>
${shopFooterHtml(shop, 'margin-top:24px;padding-top:12px;border-top:1px solid #eeeeee;font-size:12px;color:#777777')}`;
  return { to, subject, text, html };
}
