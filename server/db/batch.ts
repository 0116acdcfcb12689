import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Inserts many rows in statements small enough for every engine (SQLite allows 32,766 bound
 * values per statement; PostgreSQL 65,535).
 */
export async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database> | Transaction<Database>, table: T, rows: ReadonlyArray<Insertable<Database[T]>>, batchSize = 200,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    // Kysely cannot narrow a generic table's insert type; the rows were typed by the caller.
    await db.insertInto(table).values(batch as never).execute();
  }
}
