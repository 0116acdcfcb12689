import { sql, type Insertable, type Transaction } from 'kysely';
import { insertInBatches } from '../../db/batch.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

type ImportedTable = 'products' | 'inventory_items' | 'inventory_item_places' | 'price_changes';

/** Rows per statement on PostgreSQL: one array per column, whatever the number of rows. */
const ROWS_PER_UNNEST = 5000;

/**
 * Inserts an import's new rows. On PostgreSQL, one statement per 5,000 rows whose parameters are
 * one array per column, spread into rows by `unnest`: a multi-row VALUES list of 10,000 products
 * would be 450,000 parameters for the server to parse and plan, the arrays are 45. The arrays are
 * typed with the columns' own types, read from the catalog. SQLite runs in the process, where the
 * project's batched VALUES inserts are already cheap.
 */
export async function insertMany<T extends ImportedTable>(trx: Transaction<Database>, engine: Engine, table: T, rows: ReadonlyArray<Insertable<Database[T]>>): Promise<void> {
  if (rows.length === 0) return;
  if (engine === 'sqlite') {
    await insertInBatches(trx, table, rows, 300);
    return;
  }
  const records: Array<Record<string, unknown>> = rows.map((row) => ({ ...row }));
  const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const types = new Map((await sql<{ column_name: string; udt_name: string }>`select column_name, udt_name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`
    .execute(trx)).rows.map((row) => [row.column_name, row.udt_name]));
  const typeOf = (column: string): string => {
    const type = types.get(column);
    if (type === undefined || !/^[a-z0-9_]+$/.test(type)) throw new Error(`${table}.${column}: no such column, or a type that cannot be named`);
    return type;
  };
  for (let start = 0; start < records.length; start += ROWS_PER_UNNEST) {
    const batch = records.slice(start, start + ROWS_PER_UNNEST);
    const arrays = columns.map((column) => sql`cast(${batch.map((record) => record[column] ?? null)} as ${sql.raw(`${typeOf(column)}[]`)})`);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) select * from unnest(${sql.join(arrays)})`.execute(trx);
  }
}
