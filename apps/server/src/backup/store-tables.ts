import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** A table of the store's schema (`public`), as the catalogue describes it. */
export interface StoreTable {
  name: string;
  columns: { name: string; generated: boolean; identityAlways: boolean }[];
  /** The primary key's columns, in order (rows are saved in that order). */
  key: string[];
  /** The tables its foreign keys point at (itself left out). */
  parents: string[];
}

/** A sequence's state: the business numbers (ME…, OR…) and the serial keys come from these. */
export interface SequenceState {
  lastValue: string;
  isCalled: boolean;
}

/** A serial or identity column and the sequence that feeds it. */
export interface OwnedSequence {
  sequence: string;
  table: string;
  column: string;
}

export const quoteName = (name: string): string => `"${name.replaceAll('"', '""')}"`;
export const qualified = (name: string): string => `public.${quoteName(name)}`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Parents before children, so rows go in with every foreign key checked as they arrive. */
function inForeignKeyOrder(tables: StoreTable[]): StoreTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: StoreTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: StoreTable, path: string[]) => {
    const seen = state.get(table.name);
    if (seen === 'done') return;
    if (seen === 'visiting')
      throw new Error(`foreign keys form a cycle: ${[...path, table.name].join(' -> ')}`);
    state.set(table.name, 'visiting');
    for (const parent of table.parents) {
      const parentTable = byName.get(parent);
      if (parentTable) visit(parentTable, [...path, table.name]);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** Every table of the store's schema, parents first. */
export async function readStoreTables(executor: Executor): Promise<StoreTable[]> {
  const tables = rowsOf<StoreTable>(
    await executor.execute(sql`
      select c.relname as name,
        coalesce((
          select json_agg(json_build_object(
              'name', a.attname,
              'generated', a.attgenerated <> '',
              'identityAlways', a.attidentity = 'a'
            ) order by a.attnum)
          from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        ), '[]') as columns,
        coalesce((
          select json_agg(a.attname order by k.position)
          from pg_index i
          cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
          where i.indrelid = c.oid and i.indisprimary
        ), '[]') as key,
        coalesce((
          select json_agg(distinct p.relname)
          from pg_constraint f
          join pg_class p on p.oid = f.confrelid
          join pg_namespace pn on pn.oid = p.relnamespace
          where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid
            and pn.nspname = 'public'
        ), '[]') as parents
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname
    `),
  );
  return inForeignKeyOrder(tables);
}

/** Every sequence of the store's schema and where it stands. */
export async function readSequences(executor: Executor): Promise<Record<string, SequenceState>> {
  const names = rowsOf<{ name: string }>(
    await executor.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname
    `),
  );
  const states: Record<string, SequenceState> = {};
  for (const { name } of names) {
    const [state] = rowsOf<{ last_value: string; is_called: boolean }>(
      await executor.execute(
        sql.raw(`select last_value::text as last_value, is_called from ${qualified(name)}`),
      ),
    );
    if (state) states[name] = { lastValue: state.last_value, isCalled: state.is_called };
  }
  return states;
}

/** The sequences that belong to a column (serial, identity). */
export async function readOwnedSequences(executor: Executor): Promise<OwnedSequence[]> {
  return rowsOf<OwnedSequence>(
    await executor.execute(sql`
      select s.relname as sequence, t.relname as table, a.attname as column
      from pg_depend d
      join pg_class s on s.oid = d.objid and s.relkind = 'S'
      join pg_namespace n on n.oid = s.relnamespace
      join pg_class t on t.oid = d.refobjid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
        and d.deptype in ('a', 'i') and n.nspname = 'public'
      order by s.relname
    `),
  );
}
