import { type Kysely } from 'kysely';

/**
 * What each CCRS file downloaded so far told the state, record by record (Washington's Cannabis
 * Central Reporting System). CCRS keeps a record by its ExternalIdentifier and takes an `Operation`
 * per row: Insert for a record it has never had, Update for one it holds, Delete for one it must
 * drop (CCRS Upload User Guide, "Common File Attributes: Data Fields"; its FAQ: an Update of a
 * record CCRS does not hold is an error). So the next file is worked out from this ledger:
 * - `fingerprint`: the record's values as last filed; a different one now is an Update;
 * - `row`: the record's row as last filed (JSON), so a record gone from the store is a Delete of
 *   exactly what CCRS holds;
 * - `operation`, `range_from`, `range_to`: the operation the record last went out with and the
 *   local days of that download, so the same range downloaded again (CCRS asks for a re-upload
 *   when one fails) is the same file;
 * - `first_filed_at`: when CCRS first got it (a sale's return after that is reported as a return).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('ccrs_filed')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('external_identifier', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('row', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('range_from', 'text', (c) => c.notNull())
    .addColumn('range_to', 'text', (c) => c.notNull())
    .addColumn('first_filed_at', 'text', (c) => c.notNull())
    .addColumn('filed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ccrs_filed_pk', ['company_id', 'file_type', 'external_identifier'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ccrs_filed').execute();
}
