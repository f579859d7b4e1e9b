import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './client';
import { formatBusinessNo, nextBusinessNo } from './business-no';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('business numbers', () => {
  it('uses the Korea-time date: 23:30 UTC is already the next day in Seoul', () => {
    expect(formatBusinessNo('OR', 42, new Date('2026-11-20T14:59:59Z'))).toBe('OR2611200000042');
    expect(formatBusinessNo('OR', 42, new Date('2026-11-20T15:00:00Z'))).toBe('OR2611210000042');
  });

  it('takes 7 digits from a sequence per prefix, never repeating, even when asked at once', async () => {
    const now = new Date('2026-11-21T03:00:00Z');
    const numbers = await Promise.all(
      Array.from({ length: 25 }, () => nextBusinessNo(handle.db, 'RT', now)),
    );
    expect(new Set(numbers).size).toBe(25);
    for (const no of numbers) expect(no).toMatch(/^RT261121\d{7}$/);
    const member = await nextBusinessNo(handle.db, 'ME', now);
    expect(member).toBe('ME2611210000001');
    expect(await nextBusinessNo(handle.db, 'RET', now)).toMatch(/^RET261121\d{7}$/);
  });
});
