import { sql } from 'drizzle-orm';
import { toYymmdd } from '@store/contract';
import type { Executor } from './client';
import { businessNoSequences } from './schema/sequences';

export type BusinessNoPrefix = keyof typeof businessNoSequences;

/** Prefix + Korea-time yyMMdd + the sequence's next value in 7 digits: `OR2611210000042`. */
export function formatBusinessNo(prefix: BusinessNoPrefix, value: number, now: Date): string {
  return `${prefix}${toYymmdd(now)}${String(value % 10_000_000).padStart(7, '0')}`;
}

export async function nextBusinessNo(
  executor: Executor,
  prefix: BusinessNoPrefix,
  now: Date = new Date(),
): Promise<string> {
  const result = await executor.execute<{ value: string }>(
    sql`select nextval(${businessNoSequences[prefix].seqName}) as value`,
  );
  const row = (result as unknown as { rows: { value: string | number }[] }).rows[0];
  return formatBusinessNo(prefix, Number(row?.value), now);
}
