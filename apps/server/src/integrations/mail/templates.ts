import type { EmailPurpose } from '@store/contract';
import type { MailMessage } from './mailer';
import { STORE_NAME, escapeHtml } from '../../platform/html';

export function verificationCodeMail(
  to: string,
  code: string,
  purpose: EmailPurpose,
  minutes: number,
): MailMessage {
  const what = purpose === 'SIGNUP' ? '회원가입' : '비밀번호 찾기';
  const subject = `[${STORE_NAME}] ${what} 이메일 인증번호 안내`;
  const text = [
    `안녕하세요, ${STORE_NAME}입니다.`,
    '',
    `${what}을 위한 인증번호는 ${code} 입니다.`,
    `인증번호는 ${minutes}분 동안 유효합니다. 본인이 요청하지 않았다면 이 메일을 무시해주세요.`,
  ].join('\n');
  const html = `<p>안녕하세요, ${STORE_NAME}입니다.</p>
<p>${escapeHtml(what)}을 위한 인증번호는 <strong style="font-size:20px;letter-spacing:4px">${escapeHtml(code)}</strong> 입니다.</p>
<p>인증번호는 ${minutes}분 동안 유효합니다. 본인이 요청하지 않았다면 이 메일을 무시해주세요.</p>`;
  return { to, subject, text, html };
}
