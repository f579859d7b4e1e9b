import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

export const FAKE_HTTP = `http://127.0.0.1:${process.env.FAKE_HTTP_PORT ?? 3199}`;

/** The demo shop's sign-ins (apps/server/src/seed/seed.ts). */
export const DEMO = {
  admin: { memberId: 'admin', password: 'admin1234!' },
  member: { memberId: 'member1', password: 'member1234!' },
} as const;

export async function apiToken(
  request: APIRequestContext,
  who: { memberId: string; password: string },
) {
  const response = await request.post('/api/member/login', { data: who });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

/** Starts the page signed in, as a returning visitor whose token is in local storage. */
export async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/** The newest 6-digit code mailed to `email` through the fake SMTP server. */
export async function latestMailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${FAKE_HTTP}/mails?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()) as { text: string }[];
      code = mails.at(-1)?.text.match(/인증번호는 (\d{6})/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

export const test = base;
export { expect };

/** The second store process, paying through the local fake KakaoPay (see playwright.config.ts). */
export const KAKAOPAY_STORE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
export const FAKE_KAKAOPAY = `http://127.0.0.1:${process.env.FAKE_KAKAOPAY_PORT ?? 3198}`;
