import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './client';
import { inTransaction, noteChanges, onCommittedChanges } from './transaction';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** A listener that records what it was told, while it listens. */
function listen() {
  const told: string[][] = [];
  const stop = onCommittedChanges(handle.db, async (tags) => {
    told.push([...tags]);
  });
  return { told, stop };
}

/** A failure PostgreSQL would report for a transaction that lost to another. */
const serializationFailure = () =>
  Object.assign(new Error('could not serialize'), { code: '40001' });

describe('changes noted by a transaction', () => {
  it('are told once it commits, each tag once, and not before', async () => {
    const { told, stop } = listen();
    try {
      await inTransaction(handle.db, async (tx) => {
        await tx.execute(sql`select 1`);
        await noteChanges(tx, ['sale:1', 'product:P1']);
        await noteChanges(tx, ['sale:1', 'sale-lists']);
        expect(told).toEqual([]);
      });
      expect(told).toEqual([['sale:1', 'product:P1', 'sale-lists']]);
    } finally {
      stop();
    }
  });

  it('are not told when the transaction rolls back, nor those of an attempt run again', async () => {
    const { told, stop } = listen();
    try {
      await expect(
        inTransaction(handle.db, async (tx) => {
          await noteChanges(tx, ['sale:2']);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(told).toEqual([]);

      let attempt = 0;
      await inTransaction(handle.db, async (tx) => {
        attempt += 1;
        await noteChanges(tx, [`sale:${attempt === 1 ? 3 : 4}`]);
        if (attempt === 1) throw serializationFailure();
      });
      expect(attempt).toBe(2);
      expect(told).toEqual([['sale:4']]);
    } finally {
      stop();
    }
  });

  it('made by a statement of its own are told at once, and a listener that stopped hears none', async () => {
    const { told, stop } = listen();
    await noteChanges(handle.db, ['sale:5']);
    expect(told).toEqual([['sale:5']]);
    stop();
    await noteChanges(handle.db, ['sale:6']);
    await inTransaction(handle.db, (tx) => noteChanges(tx, ['sale:7']));
    expect(told).toEqual([['sale:5']]);
  });
});
