import { type Kysely } from 'kysely';

/**
 * What an inventory adjustment owes the state, kept as a sale's `state_reports` row is:
 * - `inventory_adjustments.request_hash`: the canonical hash of the request that stored it, so the
 *   same adjustment sent twice (a retry after a lost answer) is recorded once, and a different one
 *   under the same id is refused.
 * - `adjustment_reports`: one row per adjustment of a location reporting to a state system, written
 *   in the adjustment's transaction; the worker claims it with a lease (`claimed_by`,
 *   `claimed_until`), marks `sent_at` before the request leaves and clears it once Metrc's answer
 *   says what happened, so a lost answer is looked up before anything is sent again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inventory_adjustments').addColumn('request_hash', 'text').execute();
  await db.schema.createTable('adjustment_reports')
    .addColumn('adjustment_id', 'text', (c) => c.primaryKey().references('inventory_adjustments.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('system', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('package_label', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('reported_at', 'text')
    .addColumn('error', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('adjustment_reports_owed').on('adjustment_reports')
    .columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('adjustment_reports').execute();
  await db.schema.alterTable('inventory_adjustments').dropColumn('request_hash').execute();
}
