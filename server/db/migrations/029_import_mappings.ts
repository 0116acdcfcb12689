import { type Kysely } from 'kysely';

/**
 * `import_mappings`: for each location and kind of import (products, customers, patients), which
 * column of the store's CSV export fills which of Canopy's fields, remembered from the last time a
 * manager mapped them so the next file from the same POS is mapped already. `columns` is JSON:
 * `{ field: "column header" }`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('import_mappings')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addPrimaryKeyConstraint('import_mappings_pk', ['company_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_mappings').execute();
}
