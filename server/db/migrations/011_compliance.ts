import type { Kysely } from 'kysely';

/**
 * Compliance of a location: the jurisdiction whose purchase limits and ages bind its sales, and
 * two audit chains (hash chains of compliance decisions, see shared/compliance/audit-chain.ts).
 *
 * - `companies.jurisdiction` names a purchase-limit profile (`us-or`, `us-wa`, …). Existing
 *   locations get Oregon's until a manager sets theirs: the strictest default is not knowable, so
 *   the one every demo location but one uses.
 * - `audit_entries` is the location's chain, written only by the Store API: numbered 1, 2, 3… per
 *   company. The number is taken from `company_sequences.last_audit_seq`, a counter row updated
 *   in the writing transaction (no database sequence: those are neither gap-free nor in commit
 *   order), and the unique (company_id, seq) holds the chain together if anything else writes.
 * - `register_audit_entries` keeps every register entry as received, so each register's chain can
 *   be verified on its own; (register_id, seq) is its key, so an entry is stored once.
 * Details are JSON text and times ISO 8601 text, as everywhere in this schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('jurisdiction', 'text', (c) => c.notNull().defaultTo('us-or')).execute();
  await db.schema.alterTable('company_sequences').addColumn('last_audit_seq', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema.createTable('audit_entries')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('register_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_entries_pk', ['company_id', 'seq'])
    .execute();

  await db.schema.createTable('register_audit_entries')
    .addColumn('register_id', 'text', (c) => c.notNull().references('devices.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('register_audit_entries_pk', ['register_id', 'seq'])
    .execute();
  await db.schema.createIndex('register_audit_entries_company').on('register_audit_entries').columns(['company_id', 'register_id', 'seq']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('register_audit_entries').execute();
  await db.schema.dropTable('audit_entries').execute();
  await db.schema.alterTable('company_sequences').dropColumn('last_audit_seq').execute();
  await db.schema.alterTable('companies').dropColumn('jurisdiction').execute();
}
