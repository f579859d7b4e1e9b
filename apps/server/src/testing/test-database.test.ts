import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR } from '../config/paths';
import { categories } from '../db/schema';
import { openTestDatabase } from './test-database';

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe('test databases', () => {
  it('start from the migrated snapshot of the run, on the database the run uses', () => {
    expect(inject('migratedSnapshot')?.kind).toBe(
      process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    );
  });

  it('are migrated copies that share nothing: a row written to one is not in the next', async () => {
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    try {
      await first.db.insert(categories).values({ name: '첫 번째', imagePath: '/uploads/a.png' });
      expect(await first.db.select().from(categories)).toHaveLength(1);
      expect(await second.db.select().from(categories)).toEqual([]);
      const applied = await second.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      const { rows } = applied as unknown as { rows: { count: number }[] };
      expect(rows[0]?.count).toBe(journal.entries.length);
    } finally {
      await first.close();
      await second.close();
    }
    const third = await openTestDatabase();
    try {
      expect(await third.db.select().from(categories)).toEqual([]);
    } finally {
      await third.close();
    }
  });
});
