import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKakaoPay, type FakeKakaoPay } from '../../test-support/fake-kakaopay.mjs';
import {
  startFakeSweetTracker,
  type FakeSweetTracker,
} from '../../test-support/fake-sweettracker.mjs';
import { ensureAdministrator } from '../modules/member/member.service';
import { createListing } from '../testing/catalogue-factories';
import { signupForm } from '../testing/factories';
import { reportFigures } from '../testing/figures';
import { buyForm } from '../testing/order-factories';
import { startSmtpSink } from '../testing/smtp-sink';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * A busy session with every log level on, then a search of everything the server said (log
 * lines) and answered (bodies and headers) for the secrets it was given or handed out.
 */
const JWT_SECRET = 'jwt-secret-9f2c41d7e8a05b36-never-log-me';
const ADMIN = { memberId: 'boss', password: 'Admin-pass-7731!' };
const MEMBER_PASSWORD = 'member-pass-4821!';
const NEW_PASSWORD = 'changed-pass-9914!';

let t: TestApp;
let kakao: FakeKakaoPay;
let tracker: FakeSweetTracker;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const logLines: string[] = [];
const replies: string[] = [];
/** Secrets the session hands out as it goes: codes, tokens, pg_tokens. */
const issued: { name: string; value: string; inRepliesToo: boolean }[] = [];

beforeAll(async () => {
  kakao = await startFakeKakaoPay({ secretKey: 'DEV-kakao-secret-5c1e0a9b77' });
  tracker = await startFakeSweetTracker({ apiKey: 'st-key-0d93be21aa' });
  sink = await startSmtpSink();
  t = await createTestApp({
    env: {
      LOG_LEVEL: 'trace',
      JWT_SECRET,
      KAKAOPAY_SECRET_KEY: kakao.secretKey,
      KAKAOPAY_API_BASE: kakao.url,
      SWEETTRACKER_API_KEY: tracker.apiKey,
      SWEETTRACKER_API_BASE: tracker.url,
      SMTP_URL: sink.url,
      PUBLIC_URL: 'http://shop.test',
    },
    logDestination: { write: (line) => void logLines.push(line) },
  });
  await ensureAdministrator(t.ctx, ADMIN);
});
afterAll(async () => {
  await t.close();
  await Promise.all([kakao.close(), tracker.close(), sink.close()]);
});

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { payload?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const reply = await t.app.inject({
    method,
    url,
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    remoteAddress: options.remoteAddress ?? '10.66.0.1',
  });
  replies.push(JSON.stringify(reply.headers), reply.body);
  return reply;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('secrets', () => {
  it('never appear in a log line, and only their owner ever sees them in a reply', async () => {
    // Sign-up with an e-mailed code.
    const email = 'secret.keeper@example.com';
    await call('POST', '/api/member/email/request', {
      payload: { email, memberId: 'keeper', purpose: 'SIGNUP' },
    });
    const code = sink.latestCodeFor(email);
    issued.push({ name: 'e-mail code', value: code, inRepliesToo: false });
    await call('POST', '/api/member/email/verify', { payload: { email, code: '000000' } });
    await call('POST', '/api/member/email/verify', { payload: { email, code } });
    const signup = await call('POST', '/api/member/signup', {
      payload: signupForm({
        memberId: 'keeper',
        password: MEMBER_PASSWORD,
        name: '비밀지기',
        email,
      }),
    });
    expect(signup.statusCode, signup.body).toBe(200);

    // Sign-ins, right and wrong; a password change; the old token refused.
    await call('POST', '/api/member/login', {
      payload: { memberId: 'keeper', password: 'wrong-guess-1!' },
    });
    const login = await call('POST', '/api/member/login', {
      payload: { memberId: 'keeper', password: MEMBER_PASSWORD },
    });
    const firstToken: string = login.json().token;
    issued.push({ name: 'member token', value: firstToken, inRepliesToo: true });
    await call('PUT', '/api/member/myinfo/modify/changePassword', {
      headers: bearer(firstToken),
      payload: { currentPassword: MEMBER_PASSWORD, newPassword: NEW_PASSWORD },
    });
    await call('GET', '/api/member/myinfo', { headers: bearer(firstToken) });
    const token: string = (
      await call('POST', '/api/member/login', {
        payload: { memberId: 'keeper', password: NEW_PASSWORD },
      })
    ).json().token;
    issued.push({ name: 'second member token', value: token, inRepliesToo: true });
    const adminToken: string = (await call('POST', '/api/member/login', { payload: ADMIN })).json()
      .token;
    issued.push({ name: 'administrator token', value: adminToken, inRepliesToo: true });
    await call('GET', '/api/member/list?p=1', { headers: bearer(adminToken) });

    // A purchase through the KakaoPay protocol, with its pg_token in a query string.
    const { sale } = await createListing(t.ctx, {
      sale: { salePrice: 12000, deliveryFee: 3000 },
    });
    const ready = await call('POST', '/api/kakaopay/ready', {
      headers: bearer(token),
      payload: { itemName: sale.title, quantity: 1, totalAmount: 15000, saleSeq: sale.seq },
    });
    const { tid } = ready.json();
    const location = await kakao.customer(tid, 'approve');
    const pgToken = new URL(location!).searchParams.get('pg_token')!;
    issued.push({ name: 'pg_token', value: pgToken, inRepliesToo: false });
    await call('GET', `/api/kakaopay/approve?pg_token=${pgToken}&tid=${tid}`, {
      headers: bearer(token),
    });
    const bought = await call('POST', '/api/buy', {
      headers: bearer(token),
      payload: buyForm(tid, sale.saleNo),
    });
    expect(bought.statusCode, bought.body).toBe(200);

    // Tracking through SweetTracker (its key travels in the query string to SweetTracker).
    await call('GET', '/api/tracking/detail?t_code=04&t_invoice=1111-2222-3333');
    await call('GET', '/api/order/tracking?t_code=04&t_invoice=1111-2222-3333');

    // Failures: malformed and hostile bodies, a forged token, an unknown path.
    await call('POST', '/api/member/login', {
      payload: '{"memberId": "keeper", "password": "' + NEW_PASSWORD,
      headers: { 'content-type': 'application/json' },
    });
    await call('GET', '/api/member/myinfo', { headers: bearer(`${token.slice(0, -4)}AAAA`) });
    await call('GET', `/api/nowhere?password=${encodeURIComponent(NEW_PASSWORD)}`);

    // Two lines per request at least (received, completed).
    expect(logLines.length).toBeGreaterThanOrEqual(replies.length);
    // Sign-ins are logged as security events, refused ones with the reason.
    const signIns = logLines.filter((l) => l.includes('"event":"sign-in"'));
    expect(signIns.some((l) => l.includes('"outcome":"LOGIN_FAILED"'))).toBe(true);
    expect(signIns.some((l) => l.includes('"outcome":"signed in"'))).toBe(true);

    const secrets = [
      { name: 'JWT_SECRET', value: JWT_SECRET, inRepliesToo: false },
      { name: 'KAKAOPAY_SECRET_KEY', value: kakao.secretKey, inRepliesToo: false },
      { name: 'SWEETTRACKER_API_KEY', value: tracker.apiKey, inRepliesToo: false },
      { name: 'administrator password', value: ADMIN.password, inRepliesToo: false },
      { name: 'member password', value: MEMBER_PASSWORD, inRepliesToo: false },
      { name: 'new member password', value: NEW_PASSWORD, inRepliesToo: false },
      { name: 'password hash', value: '$argon2', inRepliesToo: false },
      ...issued,
    ];
    const found: string[] = [];
    for (const secret of secrets) {
      for (const line of logLines)
        if (line.includes(secret.value)) found.push(`log: ${secret.name}`);
      if (!secret.inRepliesToo) {
        for (const reply of replies) {
          if (reply.includes(secret.value)) found.push(`reply: ${secret.name}`);
        }
      }
    }
    expect([...new Set(found)]).toEqual([]);

    const figures = {
      logLines: logLines.length,
      replies: replies.length / 2,
      secrets: secrets.length,
      found: found.length,
    };
    reportFigures(
      'secrets',
      `secrets: ${figures.secrets} secrets searched in ${figures.logLines} log lines and ${figures.replies} replies, ${figures.found} found`,
      figures,
    );
  });
});
