import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeSweetTracker,
  type FakeSweetTracker,
} from '../../../test-support/fake-sweettracker.mjs';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let tracker: FakeSweetTracker;

beforeAll(async () => {
  tracker = await startFakeSweetTracker();
  t = await createTestApp({
    env: { SWEETTRACKER_API_KEY: tracker.apiKey, SWEETTRACKER_API_BASE: tracker.url },
  });
});
afterAll(async () => {
  await t.close();
  await tracker.close();
});

/** The tracking call (JSON) and the popup page for a CJ대한통운 (04) invoice, as a visitor. */
const track = (invoice: string, app = t.app) =>
  app.inject({ method: 'GET', url: `/api/tracking/detail?t_code=04&t_invoice=${invoice}` });
const trackingPage = (invoice: string) =>
  t.app.inject({ method: 'GET', url: `/api/order/tracking?t_code=04&t_invoice=${invoice}` });

describe('tracking through SweetTracker', () => {
  it('answers the events of a delivered parcel, with the key kept on the server', async () => {
    const response = await track('1111-2222-3333');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      courierName: 'CJ대한통운',
      trackingNumber: '111122223333',
      complete: true,
      level: 6,
    });
    expect(response.json().trackingDetails.map((d: { kind: string }) => d.kind)).toEqual([
      '집화처리',
      '간선상차',
      '배달출발',
      '배달완료',
    ]);
    expect(response.json().trackingDetails[0]).toMatchObject({
      where: '서울 강남 집배점',
      telno: '1588-1255',
      timeString: '2026-11-20 09:00:00',
    });
    expect(response.body).not.toContain(tracker.apiKey);
    const call = tracker.calls.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.url).not.toContain(tracker.apiKey);
    expect(call.params).toMatchObject({
      t_key: tracker.apiKey,
      t_code: '04',
      t_invoice: '111122223333',
    });
  });

  it('treats a parcel not scanned yet as no events, not as an error', async () => {
    const response = await track('777788889999');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ level: 0, complete: false, trackingDetails: [] });
  });

  it("answers SweetTracker's unknown invoice (code 104 with HTTP 200) with 404 and the Korean text", async () => {
    const response = await track('999900001111');
    // A mistyped invoice is the caller's, not a fault of the store: never a 5xx.
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'TRACKING_NOT_FOUND',
      message: { text: '배송 정보를 조회할 수 없습니다.' },
    });
    const page = await trackingPage('999900001111');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('배송 정보를 조회할 수 없습니다.');
  });

  it('answers 502 when SweetTracker cannot be reached', async () => {
    const offline = await createTestApp({
      env: { SWEETTRACKER_API_KEY: tracker.apiKey, SWEETTRACKER_API_BASE: 'http://127.0.0.1:9' },
    });
    try {
      const response = await track('111122223333', offline.app);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'TRACKING_UNAVAILABLE',
        message: { text: '배송 정보를 조회할 수 없습니다.' },
      });
    } finally {
      await offline.close();
    }
  });

  it('renders the popup page from the events, escaped', async () => {
    const page = await trackingPage('444455556666');
    expect(page.body).toContain('곤지암 허브');
    expect(page.body).toContain('배송중');
    expect(page.body).not.toContain(tracker.apiKey);
  });
});
