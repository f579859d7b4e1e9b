import { expect } from 'vitest';
import { approvePayment } from './purchases';
import type { TestApp } from './test-app';

/** The rental payments the browser makes: each has its `/api/rental/{page}/ready|finish` pair. */
export type RentalPaymentPage = 'renew' | 'latefee' | 'settlement' | 'buyout';

/** Where the customer says 결제하기: answers the pg_token the provider sends back to `backTo`. */
export type Customer = (t: TestApp, tid: string, backTo: string) => Promise<string>;

/** The page's ready call (an extension's with its `period`), as the browser makes it. */
export const readyRentalPayment = (
  t: TestApp,
  headers: Record<string, string>,
  page: RentalPaymentPage,
  rentalSeq: number,
  period?: number,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/rental/${page}/ready/${rentalSeq}`,
    headers,
    ...(period === undefined ? {} : { payload: { period } }),
  });

/**
 * A rental payment as the browser makes it: ready (priced by the server), the customer's 결제하기
 * (on the demo provider's page unless `customer` says otherwise), approve. Answers the tid, the
 * amount asked and `finish`, the page's finish call with the approved tid (not yet made: for an
 * extension, the renew call).
 */
export async function approvedRentalPayment(
  t: TestApp,
  headers: Record<string, string>,
  page: RentalPaymentPage,
  rentalSeq: number,
  { period, customer = approveAtDemoPage }: { period?: number; customer?: Customer } = {},
) {
  const ready = await readyRentalPayment(t, headers, page, rentalSeq, period);
  expect(ready.statusCode, ready.body).toBe(200);
  const { tid, amount } = ready.json() as { tid: string; amount: number };
  const pgToken = await customer(t, tid, `/rental/${page}/${rentalSeq}/paid`);
  const approved = await approvePayment(t.app, headers, { tid, pgToken });
  expect(approved.statusCode, approved.body).toBe(200);
  const finish = () =>
    page === 'renew'
      ? t.app.inject({
          method: 'GET',
          url: `/api/rental/renew/finish/${rentalSeq}?period=${period}&tid=${tid}`,
          headers,
        })
      : t.app.inject({
          method: 'POST',
          url: `/api/rental/${page}/finish/${rentalSeq}`,
          headers,
          payload: { tid },
        });
  return { tid, amount, finish };
}

/** A rental payment made and finished: also answers the finish call's reply. */
export async function payRentalPayment(
  t: TestApp,
  headers: Record<string, string>,
  page: RentalPaymentPage,
  rentalSeq: number,
  options: { period?: number; customer?: Customer } = {},
) {
  const paid = await approvedRentalPayment(t, headers, page, rentalSeq, options);
  return { ...paid, reply: await paid.finish() };
}

/**
 * A paid extension as the browser makes it with the demo provider: ready (priced by the server),
 * the customer's 결제하기 on the demo page, approve, then the specification's renew call with the
 * approved payment's tid. Answers the tid, the amount asked and the renew call's reply.
 */
export function payExtension(
  t: TestApp,
  headers: Record<string, string>,
  rentalSeq: number,
  days: number,
) {
  return payRentalPayment(t, headers, 'renew', rentalSeq, { period: days });
}

/** The late fee due now, paid with the demo provider and finished. */
export function payLateFee(t: TestApp, headers: Record<string, string>, rentalSeq: number) {
  return payRentalPayment(t, headers, 'latefee', rentalSeq);
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
