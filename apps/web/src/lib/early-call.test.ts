import { ENDPOINTS, TOKEN_STORAGE_KEY, buildPath } from '@store/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSale, handle, sentRequests } from '@/testing/test-utils';
import { apiRequest } from './api-client';
import { EARLY_CALLS, dropEarlyCall, startEarlyCall } from './early-call';

const detail = (seq: number) => ({ pathname: `/sale/detail/${seq}`, search: '' });

afterEach(() => dropEarlyCall());

describe('the first screen asked for by the entry script', () => {
  it("asks for a listing's detail once, with the reader's token, and the screen's call takes that reply", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'member.jwt.token');
    const details = handle(ENDPOINTS.sale.detail, buildSale({ seq: 7, title: '캠핑 의자' }));

    startEarlyCall(detail(7));
    const sale = await apiRequest(ENDPOINTS.sale.detail, { params: { seq: 7 } });

    expect(sale.title).toBe('캠핑 의자');
    // One request reached the server (one view counted), carrying who reads it.
    expect(sentRequests()).toEqual(['GET /api/sale/detail/7']);
    expect(details.calls[0]!.request.headers.get('Authorization')).toBe('Bearer member.jwt.token');
    expect(details.calls[0]!.request.credentials).toBe('include');

    // Taken once: a later visit asks again.
    await apiRequest(ENDPOINTS.sale.detail, { params: { seq: 7 } });
    expect(sentRequests()).toEqual(['GET /api/sale/detail/7', 'GET /api/sale/detail/7']);
  });

  it('is not taken for another listing, after signing in, or once the first screen is shown', async () => {
    handle(ENDPOINTS.sale.detail, buildSale({ seq: 7 }));
    startEarlyCall(detail(7));
    await apiRequest(ENDPOINTS.sale.detail, { params: { seq: 8 } });
    expect(sentRequests()).toEqual(['GET /api/sale/detail/7', 'GET /api/sale/detail/8']);

    localStorage.setItem(TOKEN_STORAGE_KEY, 'new.jwt.token');
    await apiRequest(ENDPOINTS.sale.detail, { params: { seq: 7 } });
    expect(sentRequests()).toHaveLength(3);

    dropEarlyCall();
    startEarlyCall(detail(9));
    dropEarlyCall();
    await apiRequest(ENDPOINTS.sale.detail, { params: { seq: 9 } });
    expect(sentRequests()).toEqual([
      'GET /api/sale/detail/7',
      'GET /api/sale/detail/8',
      'GET /api/sale/detail/7',
      'GET /api/sale/detail/9',
      'GET /api/sale/detail/9',
    ]);
  });

  it('asks for nothing on other pages, with a query, or for an address that names no listing', async () => {
    for (const address of [
      { pathname: '/sale/list', search: '' },
      { pathname: '/sale/detail/7', search: '?from=cart' },
      { pathname: '/sale/detail/abc', search: '' },
      { pathname: '/sale/detail/0', search: '' },
    ])
      startEarlyCall(address);
    await Promise.resolve();
    expect(sentRequests()).toEqual([]);
  });

  it("names each call as the screen's endpoint builds it", () => {
    const [saleDetail] = EARLY_CALLS;
    const match = saleDetail!.page.exec('/sale/detail/123')!;
    expect(saleDetail!.call(match)).toBe(buildPath(ENDPOINTS.sale.detail.path, { seq: 123 }));
  });
});
