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

/**
 * Runs `work` in one transaction; a deadlock or serialization failure (two requests that locked
 * the same rows) runs it again from the start, a few times, and then answers 409 rather than 500.
 */
export async function inTransaction<T>(
  db: Executor,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx as Transaction));
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= ATTEMPTS) throw new AppError('CONFLICT');
      await pause(5 + Math.random() * 20 * attempt);
    }
  }
}
