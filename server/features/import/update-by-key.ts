import { sql, type Transaction } from 'kysely';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

/** A value an import writes; never null (a blank cell changes nothing). */
export type CellValue = string | number;

/** One record's change: columns set to a value, and columns a number is added to (stock moves by a difference). */
export interface KeyedChange { key: string; set: Record<string, CellValue>; add?: Record<string, number> }

/**
 * Updates many records of one location in few statements: each statement joins a batch of
 * records' new values (a VALUES list) to the table by id, so 10,000 products updated by an import
 * are a few dozen statements rather than 10,000 round trips. A column a record leaves unchanged
 * is null in its row of the list and keeps its value (coalesce). Numbers are cast to numeric
 * (PostgreSQL types a VALUES list of parameters as text; it assigns numeric to a bigint or real
 * column). That is PostgreSQL's way, where each statement is a round trip. SQLite runs in the
 * process, where a statement by id costs microseconds, and joins a VALUES list to a table by a scan
 * of the list for each row (10,000 updates took 30 s): there each record is one UPDATE by its id.
 */
export async function updateByKey(
  trx: Transaction<Database>, engine: Engine, table: 'products' | 'inventory_items' | 'inventory_item_places', companyId: string,
  changes: readonly KeyedChange[], batchSize = 500,
): Promise<void> {
  if (engine === 'sqlite') {
    for (const change of changes) {
      const assignments = [
        ...Object.entries(change.set).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
        ...Object.entries(change.add ?? {}).map(([column, value]) => sql`${sql.ref(column)} = ${sql.ref(column)} + ${value}`),
      ];
      if (assignments.length === 0) continue;
      await sql`update ${sql.table(table)} set ${sql.join(assignments)} where id = ${change.key} and company_id = ${companyId}`.execute(trx);
    }
    return;
  }
  for (let start = 0; start < changes.length; start += batchSize) {
    const batch = changes.slice(start, start + batchSize);
    const setColumns = [...new Set(batch.flatMap((change) => Object.keys(change.set)))];
    const addColumns = [...new Set(batch.flatMap((change) => Object.keys(change.add ?? {})))];
    if (setColumns.length === 0 && addColumns.length === 0) continue;
    const numeric = new Set([
      ...setColumns.filter((column) => batch.some((change) => typeof change.set[column] === 'number')),
    ]);
    const rows = batch.map((change) => sql`(${sql.join([
      sql`${change.key}`,
      ...setColumns.map((column) => sql`${change.set[column] ?? null}`),
      ...addColumns.map((column) => sql`${change.add?.[column] ?? null}`),
    ])})`);
    // VALUES names its columns column1, column2…: the subquery names them s0…, a0….
    const names = [
      sql`column1 as k`,
      ...setColumns.map((column, index) => sql`${sql.raw(`column${index + 2}`)} as ${sql.ref(`s${index}`)}`),
      ...addColumns.map((column, index) => sql`${sql.raw(`column${setColumns.length + index + 2}`)} as ${sql.ref(`a${index}`)}`),
    ];
    const target = (column: string) => sql.ref(`${table}.${column}`);
    const assignments = [
      ...setColumns.map((column, index) => {
        const value = numeric.has(column) ? sql`cast(${sql.ref(`v.s${index}`)} as numeric)` : sql.ref(`v.s${index}`);
        return sql`${sql.ref(column)} = coalesce(${value}, ${target(column)})`;
      }),
      ...addColumns.map((column, index) => sql`${sql.ref(column)} = ${target(column)} + coalesce(cast(${sql.ref(`v.a${index}`)} as numeric), 0)`),
    ];
    await sql`update ${sql.table(table)} set ${sql.join(assignments)}
      from (select ${sql.join(names)} from (values ${sql.join(rows)}) as x) as v
      where ${target('id')} = v.k and ${target('company_id')} = ${companyId}`.execute(trx);
  }
}
