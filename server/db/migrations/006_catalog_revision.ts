import type { Kysely } from 'kysely';

/**
 * `company_sequences.revision`: bumped by writes that change what the catalog reads show without
 * making a push notification (places: their names and For-Sale status appear in product and
 * inventory answers, but Place is not a notification model of the spec). Together with
 * `last_sequence_id` it names one state of a company's catalog, which keys cached list answers
 * (server/http/response-cache.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('company_sequences').addColumn('revision', 'bigint', (col) => col.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('company_sequences').dropColumn('revision').execute();
}
