import { describe, expect, it } from 'vitest';
import { viewerKey } from './viewer';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0';
const SAFARI = 'Mozilla/5.0 (iPhone) Safari/604.1';
const request = (socket: object, ip: string, userAgent?: string) => ({
  ip,
  headers: { 'user-agent': userAgent },
  raw: { socket },
});

describe('viewerKey', () => {
  it('is one visitor across connections: the same address and browser, the same key', () => {
    const first = viewerKey(null, request({}, '203.0.113.7', CHROME));
    expect(first).toMatch(/^v:[0-9a-f]{40}$/);
    expect(viewerKey(null, request({}, '203.0.113.7', CHROME))).toBe(first);
    expect(viewerKey(null, { ip: '203.0.113.7', headers: { 'user-agent': CHROME }, raw: {} })).toBe(
      first,
    );
  });

  it('tells visitors apart on one connection when the address or browser changes', () => {
    const socket = {};
    const chrome = viewerKey(null, request(socket, '203.0.113.7', CHROME));
    const safari = viewerKey(null, request(socket, '203.0.113.7', SAFARI));
    const elsewhere = viewerKey(null, request(socket, '198.51.100.4', SAFARI));
    const noBrowser = viewerKey(null, request(socket, '198.51.100.4'));
    expect(new Set([chrome, safari, elsewhere, noBrowser]).size).toBe(4);
    // And back: the key is the visitor's, not the connection's.
    expect(viewerKey(null, request(socket, '203.0.113.7', CHROME))).toBe(chrome);
  });

  it('keys members by their number, wherever they look from', () => {
    const member = {
      seq: 42,
      memberNo: 'M00000042',
      memberId: 'hong42',
      name: '홍길동',
      roles: ['ROLE_USER'],
      isAdmin: false,
    };
    expect(viewerKey(member, request({}, '203.0.113.7', CHROME))).toBe('m:42');
  });
});
