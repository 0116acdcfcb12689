import type { Kysely } from 'kysely';

/**
 * `request_hash` on customers and devices: the canonical hash of the create that stored the record,
 * so a create repeated with the same id is answered with the stored record only when it is the same
 * request, and refused when the id was used for a different one. Records stored before this
 * migration (demo data, older creates) have none: a repeat of them is answered as it always was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('request_hash', 'text').execute();
  await db.schema.alterTable('devices').addColumn('request_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('devices').dropColumn('request_hash').execute();
  await db.schema.alterTable('customers').dropColumn('request_hash').execute();
}
