import { AppError } from '../platform/app-error';
import type { Executor, Transaction } from './client';

/** PostgreSQL's codes for a transaction that lost to another and may simply be run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 4;

function sqlStateOf(error: unknown): string | null {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current;) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return null;
}

export const isRetryableConflict = (error: unknown) => RETRYABLE.has(sqlStateOf(error) ?? '');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What is told, once a transaction commits, of the cached results its writes changed. */
type ChangeListener = (tags: readonly string[]) => Promise<void>;
const changeListeners = new WeakMap<Executor, Set<ChangeListener>>();
/** The tags noted by each transaction under way, for its listener once it commits. */
const changedBy = new WeakMap<Executor, Set<string>>();

/**
 * Who hears of the cached results that writes through `db` changed (the app's catalogue cache
 * drops them), once each transaction that noted them has committed. A listener must not throw:
 * the write is done. Answers how to stop listening.
 */
export function onCommittedChanges(db: Executor, listener: ChangeListener): () => void {
  let listeners = changeListeners.get(db);
  if (!listeners) changeListeners.set(db, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function tellChanges(db: Executor, tags: readonly string[]): Promise<void> {
  const listeners = changeListeners.get(db);
  if (listeners && tags.length > 0) await Promise.all([...listeners].map((tell) => tell(tags)));
}

/**
 * Notes that a write changed what cached results tagged `tags` show, for the cache to drop them
 * once the write is committed: at the end of `inTransaction`, or now for a statement of its own.
 * The writes whose change a request names need not (platform/public-cache.ts); this is for the
 * changes only the database knows of, such as which listing a purchase sold out. A transaction
 * that rolls back drops nothing.
 */
export async function noteChanges(executor: Executor, tags: readonly string[]): Promise<void> {
  const pending = changedBy.get(executor);
  if (pending) {
    for (const tag of tags) pending.add(tag);
    return;
  }
  await tellChanges(executor, tags);
}

/**
 * Runs `work` in one transaction; a deadlock or serialization failure (two requests that locked
 * the same rows) runs it again from the start, a few times, and then answers 409 rather than 500.
 * Once it commits, the changes its writes noted (noteChanges) are told to `db`'s listener.
 */
export async function inTransaction<T>(
  db: Executor,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const changed = new Set<string>();
    try {
      const result = await db.transaction((tx) => {
        changedBy.set(tx, changed);
        return work(tx as Transaction);
      });
      await tellChanges(db, [...changed]);
      return result;
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= ATTEMPTS) throw new AppError('CONFLICT');
      await pause(5 + Math.random() * 20 * attempt);
    }
  }
}
