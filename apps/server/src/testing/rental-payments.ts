import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * A paid extension as the browser makes it with the demo provider: ready (priced by the server),
 * the customer's 결제하기 on the demo page, approve, then the specification's renew call with the
 * approved payment's tid. Answers the tid, the amount asked and the renew call's reply.
 */
export async function payExtension(
  t: TestApp,
  headers: Record<string, string>,
  rentalSeq: number,
  days: number,
) {
  const paid = await approvedExtension(t, headers, rentalSeq, days);
  return { ...paid, reply: await paid.finish() };
}

/** An extension paid and approved, not yet applied: `finish` makes the renew call with its tid. */
export async function approvedExtension(
  t: TestApp,
  headers: Record<string, string>,
  rentalSeq: number,
  days: number,
) {
  const ready = await t.app.inject({
    method: 'POST',
    url: `/api/rental/renew/ready/${rentalSeq}`,
    headers,
    payload: { period: days },
  });
  expect(ready.statusCode, ready.body).toBe(200);
  const { tid, amount } = ready.json() as { tid: string; amount: number };
  const pgToken = await approveAtDemoPage(t, tid, `/rental/renew/${rentalSeq}/paid`);
  const approved = await t.app.inject({
    method: 'GET',
    url: `/api/kakaopay/approve?pg_token=${pgToken}&tid=${tid}`,
    headers,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const finish = () =>
    t.app.inject({
      method: 'GET',
      url: `/api/rental/renew/finish/${rentalSeq}?period=${days}&tid=${tid}`,
      headers,
    });
  return { tid, amount, finish };
}

/** The customer's 결제하기 on the demo provider's page: answers the pg_token it sends back. */
export async function approveAtDemoPage(t: TestApp, tid: string, backTo: string) {
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/kakaopay/demo/${tid}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=approve',
  });
  expect(paid.statusCode, paid.body).toBe(303);
  const location = new URL(paid.headers.location as string);
  expect(location.pathname).toBe(backTo);
  return location.searchParams.get('pg_token')!;
}

/**
 * The late fee due now, paid as the browser pays it with the demo provider: ready, 결제하기,
 * approve, then the finish call with the tid. Answers the amount asked and `finish` to repeat it.
 */
export async function payLateFee(t: TestApp, headers: Record<string, string>, rentalSeq: number) {
  const ready = await t.app.inject({
    method: 'POST',
    url: `/api/rental/latefee/ready/${rentalSeq}`,
    headers,
  });
  expect(ready.statusCode, ready.body).toBe(200);
  const { tid, amount } = ready.json() as { tid: string; amount: number };
  const pgToken = await approveAtDemoPage(t, tid, `/rental/latefee/${rentalSeq}/paid`);
  const approved = await t.app.inject({
    method: 'GET',
    url: `/api/kakaopay/approve?pg_token=${pgToken}&tid=${tid}`,
    headers,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const finish = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/rental/latefee/finish/${rentalSeq}`,
      headers,
      payload: { tid },
    });
  return { tid, amount, finish, reply: await finish() };
}
