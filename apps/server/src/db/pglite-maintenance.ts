import type { PGlite } from '@electric-sql/pglite';

/**
 * Embedded PostgreSQL runs as one backend without PostgreSQL's helper processes: no autovacuum
 * worker and no checkpointer. Left alone, its folder grows without end (dead rows never reused,
 * and WAL kept up to max_wal_size, 1 GB, which PGlite offers no way to lower). The store does their
 * work itself (DESIGN §19): each table vacuumed, now and then analysed, and a checkpoint after it lets
 * the WAL go.
 */

/** How often the server does it; the first time soon after start (after a seed or a long stop). */
export const PGLITE_MAINTENANCE_INTERVAL_MS = 10 * 60_000;
/** Statistics for the planner every so many rounds (about hourly): sampling costs more than a vacuum. */
export const PGLITE_ANALYZE_EVERY_ROUNDS = 6;

export interface MaintenanceReport {
  tables: number;
  analysed: boolean;
  milliseconds: number;
}

/**
 * Settings of the session that make the checkpoints give the WAL back: with recycling on, files
 * past a checkpoint are renamed for reuse and kept (up to 1 GB); off, they are removed.
 */
export async function preparePglite(client: PGlite): Promise<void> {
  await client.exec('set wal_recycle = off');
}

/**
 * Vacuums every table (and analyses them when asked), then checkpoints. PGlite keeps no activity
 * statistics to pick tables by (its backend never flushes them), but a vacuum skips the pages its
 * visibility map knows to be clean, so a round costs about what changed since the last one. One
 * table at a time: the shop's queries take turns with it in between.
 */
export async function maintainPglite(
  client: PGlite,
  { analyse = false }: { analyse?: boolean } = {},
): Promise<MaintenanceReport> {
  const started = performance.now();
  const { rows } = await client.query<{ name: string }>(`
    select quote_ident(schemaname) || '.' || quote_ident(relname) as name
    from pg_stat_user_tables order by 1`);
  for (const { name } of rows) await client.exec(`vacuum ${analyse ? '(analyze) ' : ''}${name}`);
  await client.exec('checkpoint');
  return {
    tables: rows.length,
    analysed: analyse,
    milliseconds: Math.round(performance.now() - started),
  };
}
