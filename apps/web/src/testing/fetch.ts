import type { Member } from '@store/contract';
import { vi } from 'vitest';

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

/** Replaces `fetch` for one test (vitest unstubs globals after each test). */
export function mockFetch(
  handler: (url: string, init: RequestInit) => Response | Promise<Response>,
) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const memberFixture = (memberId: string, overrides: Partial<Member> = {}): Member => ({
  seq: 1,
  memberNo: 'ME2611210000001',
  memberId,
  name: '김철수',
  email: `${memberId}@example.com`,
  phone: null,
  birthDate: null,
  postCode: null,
  addr: null,
  addrDetail: null,
  useYn: true,
  delYn: false,
  roles: ['ROLE_USER'],
  insertDttm: '2026-11-21T05:00:00.000Z',
  updateDttm: '2026-11-21T05:00:00.000Z',
  ...overrides,
});
