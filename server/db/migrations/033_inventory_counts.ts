import { type Kysely } from 'kysely';

/**
 * A count sheet per place: `inventory_counts` (open until posted) and its lines, each the quantity
 * counted and the quantity the store expected at the place when the count was recorded (the counter
 * never sees it: the register's screen is blind). Posting makes one adjustment per line that differs,
 * whose id is the line's id, so a count posted twice adjusts once. Also: a supplier manifest's line
 * (received by hand where the state has no API) is received once per external identifier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('inventory_counts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('place_id', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text')
    .addColumn('counted_by', 'text')
    .addColumn('counted_at', 'text', (c) => c.notNull())
    .addColumn('posted_by', 'text')
    .addColumn('posted_at', 'text')
    .execute();
  await db.schema.createTable('inventory_count_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('inventory_count_id', 'text', (c) => c.notNull().references('inventory_counts.id'))
    .addColumn('inventory_item_id', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('counted_milli', 'integer', (c) => c.notNull())
    .addColumn('expected_milli', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inventory_count_lines_by_count').on('inventory_count_lines').columns(['inventory_count_id']).execute();
  // A supplier manifest's line (Washington: no state API) is received once: its external identifier once per manifest.
  await db.schema.createIndex('inventory_receipts_one_per_external_identifier').on('inventory_receipts')
    .columns(['company_id', 'transfer_id', 'external_identifier']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('inventory_receipts_one_per_external_identifier').execute();
  await db.schema.dropTable('inventory_count_lines').execute();
  await db.schema.dropTable('inventory_counts').execute();
}
